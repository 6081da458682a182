import { formatCount } from '../../../lib/format';
import { punchMessages } from '../punches-messages';

/** Every Spanish text of the 'Análisis' tab of 'Gestión de Punches' (SPEC §2). */
export const analysisMessages = {
  missingOut: (count: number, shown: string) =>
    count === 1
      ? 'Un punch sin salida cuenta 0 horas hasta que se corrija.'
      : `${shown} punches sin salida cuentan 0 horas hasta que se corrijan.`,
  missingOutLink: 'Ver en Incidencias',
  missingOutMark: (count: number) =>
    count === 1 ? '1 sin salida' : `${formatCount(count)} sin salida`,
  correctedMark: (count: number) =>
    count === 1 ? '1 corregido' : `${formatCount(count)} corregidos`,
  loading: 'Cargando análisis',
  loadError: 'Error al obtener el análisis de punches',
  empty: 'No hay datos para mostrar',
  summaryCards: 'Resumen del período',
  hoursOf: (hours: string) => `${hours} en total`,
  eventsCount: (count: number) => (count === 1 ? '1 evento' : `${formatCount(count)} eventos`),

  tabsLabel: 'Vista del análisis',
  tabTable: 'Tabla',
  tabCharts: 'Gráficos',

  exportCsv: punchMessages.exportCsv,
  exported: punchMessages.exported,
  exportFileName: (fromDate: string, toDate: string) =>
    `analisis-punches-${fromDate}-a-${toDate}.csv`,

  tableCaption: 'Análisis de punches por usuario',
  tableHint: 'Pulsa el encabezado de una columna para ordenar.',
  user: 'Usuario',
  count: 'Cantidad',
  hours: 'Horas',
  totals: 'TOTALES',
  usersCount: (count: number) => (count === 1 ? '1 usuario' : `${formatCount(count)} usuarios`),

  loadingCharts: 'Cargando gráficos',
  countsChart: 'Cantidad de eventos por usuario',
  hoursChart: 'Horas por usuario',
  distributionChart: 'Distribución total de eventos',
  barChartLabel: (title: string, shown: number) =>
    `Gráfico de barras: ${title.toLowerCase()}, ${shown === 1 ? '1 usuario' : `${shown} usuarios`}`,
  pieChartLabel: 'Gráfico circular: distribución total de eventos por tipo',
  topUsersNote: (shown: number, total: number) =>
    `Se muestran los ${shown} usuarios con más eventos de ${total}. La pestaña Tabla tiene todos.`,
  noEvents: 'No hay eventos en el período seleccionado',
  leader: (event: string, user: string, value: string) =>
    `${event}: el valor más alto es de ${user} (${value}).`,
  nobody: (event: string) => `${event}: ninguno.`,
  share: (event: string, count: number, percent: string) => `${event}: ${count} (${percent})`,
} as const;
