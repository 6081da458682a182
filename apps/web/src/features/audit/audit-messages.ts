import { formatCount } from '../../lib/format';

/** Every Spanish text of 'Auditoría' (DECISIONS §12). */
export const auditMessages = {
  title: 'Auditoría',
  subtitle: 'Quién hizo qué, cuándo y desde dónde. El registro no se puede modificar ni borrar.',

  filtersLabel: 'Filtros de auditoría',
  user: 'Usuario',
  allUsers: 'Todos los usuarios',
  action: 'Acción',
  allActions: 'Todas las acciones',
  from: 'Desde',
  to: 'Hasta',

  caption: 'Registro de auditoría',
  loading: 'Cargando registro de auditoría...',
  loadError: 'Error al obtener el registro de auditoría',
  empty: 'No hay registros de auditoría con estos filtros',
  count: (total: number) => (total === 1 ? '1 registro' : `${formatCount(total)} registros`),

  colAt: 'Fecha y hora',
  colUser: 'Usuario',
  colAction: 'Acción',
  colTarget: 'Objetivo',
  colAddress: 'Dirección',
  colOutcome: 'Resultado',
  /** A row with no person behind it (a sign-in of an unknown email has the email instead). */
  nobody: 'Sistema',

  exported: 'Registro de auditoría exportado',
  exportError: 'Error al exportar el registro de auditoría',
  exportFileName: (today: string) => `auditoria-${today}.csv`,
};
