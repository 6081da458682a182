import { HISTORY_ACTION_LABELS } from '@app/contract/punch-history';

/** The texts of a punch's 'Historial' (DECISIONS §10). */
export const historyMessages = {
  title: 'Historial',
  caption: 'Historial del punch, del cambio más antiguo al más reciente',
  loading: 'Cargando historial',
  loadError: 'Error al obtener el historial del punch',
  empty: 'Este punch no tiene cambios registrados',
  retry: 'Reintentar',
  action: (action: string) => HISTORY_ACTION_LABELS[action] ?? action,
  by: 'Quién',
  at: 'Cuándo',
  from: 'Desde',
  reason: 'Motivo',
  change: 'Cambio',
  system: 'Sistema',
  noReason: '—',
  entry: 'Entrada',
  exit: 'Salida',
  breaks: 'Breaks',
  none: '—',
  arrow: '→',
} as const;
