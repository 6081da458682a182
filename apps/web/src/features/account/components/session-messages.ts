import { SESSION_TEXTS } from '@app/contract/sessions';

/** Every Spanish text of 'Sesiones' in 'Mi cuenta' (DECISIONS §12); the server's from the contract. */
export const sessionMessages = {
  section: 'Sesiones',
  intro:
    'Dónde está abierta tu cuenta ahora. Si no reconoces una sesión, ciérrala y cambia tu contraseña.',
  tableLabel: 'Sesiones abiertas',
  device: 'Dispositivo',
  address: 'Dirección',
  method: 'Acceso',
  createdAt: 'Inicio',
  lastSeenAt: 'Última actividad',
  actions: 'Acciones',
  thisSession: SESSION_TEXTS.thisSession,
  end: 'Cerrar',
  endLabel: (device: string) => `Cerrar la sesión de ${device}`,
  endOthers: 'Cerrar las demás sesiones',
  endOthersTitle: 'Cerrar las demás sesiones',
  endOthersBody: (count: number) =>
    count === 1
      ? 'Se cerrará la otra sesión abierta con tu cuenta. Esta sigue abierta.'
      : `Se cerrarán las otras ${count} sesiones abiertas con tu cuenta. Esta sigue abierta.`,
  endOneTitle: 'Cerrar sesión',
  endOneBody: 'Quien la use tendrá que volver a iniciar sesión.',
  ended: SESSION_TEXTS.ended,
  othersEnded: SESSION_TEXTS.othersEnded,
  endError: 'No se pudo cerrar la sesión',
  loading: 'Cargando sesiones',
  loadError: 'Error al obtener tus sesiones',
  empty: 'No hay sesiones abiertas',
  onlyThis: 'No hay otras sesiones abiertas con tu cuenta.',
  noAddress: '—',
  justNow: 'Ahora mismo',
};
