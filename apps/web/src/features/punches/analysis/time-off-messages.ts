/** The texts of the analysis' absences and holidays (DECISIONS §11). */
export const timeOffMessages = {
  title: 'Ausencias y festivos del período',
  hint: 'Los días de ausencia aprobada y los festivos no cuentan como ausencias sin aviso.',
  holidays: 'Festivos',
  noHolidays: 'Ningún festivo en el período.',
  absences: 'Ausencias aprobadas',
  noAbsences: 'Nadie tuvo ausencias aprobadas en el período.',
  user: 'Usuario',
  type: 'Tipo',
  dates: 'Fechas',
  days: 'Días',
  range: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  holidayMark: (name: string) => `Festivo: ${name}`,
  loading: 'Cargando ausencias y festivos',
  loadError: 'No se pudieron cargar las ausencias y los festivos',
} as const;
