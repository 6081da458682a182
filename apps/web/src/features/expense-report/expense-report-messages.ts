import { FINANCE_TEXTS } from '@app/contract/finance';
import { formatCount } from '../../lib/format';

/** Every Spanish text of 'Reporte de Gastos' (SPEC §2, §8). */
export const reportMessages = {
  title: 'Reporte de Gastos',
  subtitle: 'Totales y desgloses de los gastos del filtro, con su reporte en PDF.',
  loading: 'Cargando reporte',
  loadError: 'Error al obtener el reporte de gastos',

  filtersLabel: 'Filtros del reporte',
  dateFrom: 'Desde',
  dateTo: 'Hasta',
  reset: 'Restablecer filtros',
  badRange: FINANCE_TEXTS.dateRange,

  cardsLabel: 'Resumen del reporte',
  totalExpenses: 'Total de Gastos',
  transactions: (count: number) =>
    count === 1 ? '1 transacción' : `${formatCount(count)} transacciones`,
  period: 'Período',
  periodDays: (days: number) => (days === 1 ? '1 día' : `${formatCount(days)} días`),
  dailyAverage: (amount: string) => `Promedio diario: ${amount}`,
  topArea: 'Área con mayor gasto',
  highestExpense: 'Gasto individual más alto',
  none: '—',

  byCategory: 'Gastos por categoría',
  byArea: 'Gastos por área',
  doughnutLabel: (title: string) => `Gráfico de anillo: ${title.toLowerCase()}`,
  expensesCount: (count: number) => (count === 1 ? '1 gasto' : `${formatCount(count)} gastos`),
  loadingChart: 'Cargando gráfico',

  tableCaption: 'Gastos del reporte',
  empty: 'No se encontraron registros',
  count: (total: number) => (total === 1 ? '1 gasto' : `${formatCount(total)} gastos`),
  columns: {
    name: 'Nombre',
    amount: 'Monto',
    date: 'Fecha',
    note: 'Nota',
    percentage: 'Porcentaje',
    category: 'Categoría',
    area: 'Área',
    supplier: 'Proveedor',
  },

  generatePdf: 'Generar PDF',
  pdfTitle: 'Generar reporte PDF',
  pdfIntro: 'El PDF incluye los filtros, el resumen, los desgloses y todos los gastos del filtro.',
  pdfTotal: 'Total de gastos',
  pdfCount: 'Transacciones',
  generating: 'Generando...',
  cancel: 'Cancelar',
  pdfError: 'Error al generar el PDF',
  pdfDone: 'Reporte PDF descargado',
} as const;
