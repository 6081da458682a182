/** The web-side texts the attendance record adds to 'Gestión de Punches' (DECISIONS §10). */
export const managementMessages = {
  tabCorrections: 'Correcciones',
  tabMyRequests: 'Mis solicitudes',
  tabExceptions: 'Incidencias',
  tabPeriods: 'Periodos',
  corrected: 'Corregido',
  correctedHint: 'Una corrección cambió este punch: su historial dice qué, quién y por qué',
  missingOut: 'Sin salida',
  history: 'Historial',
  historyOf: (user: string, date: string) => `Historial del punch de ${user} del ${date}`,
  correct: 'Corregir punch',
  correctOf: (user: string, date: string) => `Corregir el punch de ${user} del ${date}`,
} as const;
