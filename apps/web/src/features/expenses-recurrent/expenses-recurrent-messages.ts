import { RECURRING_TEXTS } from '@app/contract/expenses-recurrent';
import { formatCount } from '../../lib/format';

/**
 * Every Spanish text of the Egresos Recurrentes screen (SPEC §2, §8); the server's come from the
 * contract.
 */
export const recurringMessages = {
  title: 'Egresos Recurrentes',
  subtitle: 'Gastos que se registran solos cada mes, el día elegido.',
  createLabel: 'Nuevo egreso recurrente',
  createTitle: 'Nuevo egreso recurrente',
  editTitle: 'Editar egreso recurrente',
  deleteTitle: 'Eliminar egreso recurrente',
  deleteQuestion: '¿Seguro que deseas eliminar el egreso recurrente',
  deleteWarning: 'Los egresos que ya generó se conservan. Esta acción no se puede deshacer.',

  filtersLabel: 'Filtros de egresos recurrentes',
  nameFilter: 'Buscar por nombre',
  namePlaceholder: 'Nombre...',
  dayFilter: 'Día del mes',
  allDays: 'Todos los días',

  caption: 'Lista de egresos recurrentes',
  loading: 'Cargando egresos recurrentes...',
  empty: 'No se encontraron registros',
  count: (total: number) =>
    total === 1 ? '1 egreso recurrente' : `${formatCount(total)} egresos recurrentes`,

  colName: 'Nombre',
  colDay: 'Día del mes',
  colCategory: 'Categoría',
  colArea: 'Área',
  colSupplier: 'Proveedor',
  colAmount: 'Monto',
  colStatus: 'Estado',
  colNext: 'Próxima fecha',
  colActions: 'Acciones',
  dayLabel: (day: number) => `Día ${day}`,
  active: 'Activo',
  paused: 'Pausado',
  statusOf: (name: string) => `Estado de ${name}:`,
  noNextDate: '—',

  name: 'Nombre',
  amount: 'Monto',
  dayOfMonth: 'Día del mes',
  chooseDay: 'Selecciona un día',
  note: 'Nota (opcional)',
  activeField: 'Activo',
  activeHint: 'Pausado no genera egresos hasta que se reactive.',
  nextDate: (date: string) => `Próximo egreso: ${date}`,

  created: RECURRING_TEXTS.created,
  updated: RECURRING_TEXTS.updated,
  deleted: RECURRING_TEXTS.deleted,
  loadError: 'Error al obtener egresos recurrentes',
  createError: 'Error al crear egreso recurrente',
  updateError: 'Error al actualizar egreso recurrente',
  deleteError: 'Error al eliminar egreso recurrente',
};
