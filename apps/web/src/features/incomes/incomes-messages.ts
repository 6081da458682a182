import { INCOME_TEXTS } from '@app/contract/incomes';
import { formatCount } from '../../lib/format';

/** Every Spanish text of the Ingresos screen (SPEC §2, §8); the server's come from the contract. */
export const incomeMessages = {
  title: 'Ingresos',
  subtitle: 'Lo que entra en la empresa, por área y forma de pago.',
  createLabel: 'Nuevo ingreso',
  createTitle: 'Nuevo ingreso',
  editTitle: 'Editar ingreso',
  deleteTitle: 'Eliminar ingreso',
  deleteQuestion: '¿Seguro que deseas eliminar el ingreso',
  deleteWarning: 'Esta acción no se puede deshacer.',

  filtersLabel: 'Filtros de ingresos',
  nameFilter: 'Buscar por concepto o área',
  namePlaceholder: 'Concepto o área...',

  caption: 'Lista de ingresos',
  loading: 'Cargando ingresos...',
  empty: 'No se encontraron registros',
  count: (total: number) => (total === 1 ? '1 ingreso' : `${formatCount(total)} ingresos`),

  colDate: 'Fecha',
  colDescription: 'Concepto',
  colType: 'Tipo',
  colArea: 'Área',
  colAmount: 'Monto',
  colActions: 'Acciones',
  /** The row's name in its buttons ('Editar Venta de mostrador', 'Editar ingreso de $80.00 del 02/11/2026'). */
  rowName: (description: string, amount: string, date: string) =>
    description || `ingreso de ${amount} del ${date}`,

  amount: 'Monto',
  type: 'Tipo',
  chooseType: 'Selecciona un tipo',
  date: 'Fecha',
  description: 'Concepto (opcional)',

  exportCsv: 'Exportar CSV',
  exporting: 'Exportando...',
  exported: 'Ingresos exportados',
  exportError: 'Error al exportar ingresos',
  exportFileName: (today: string) => `Ingresos-${today}.csv`,

  created: INCOME_TEXTS.created,
  updated: INCOME_TEXTS.updated,
  deleted: INCOME_TEXTS.deleted,
  loadError: 'Error al obtener ingresos',
  createError: 'Error al crear ingreso',
  updateError: 'Error al actualizar ingreso',
  deleteError: 'Error al eliminar ingreso',
};
