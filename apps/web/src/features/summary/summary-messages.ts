/** Every Spanish text of the 'Resumen' dashboard on Inicio (SPEC §2, §8). */
export const summaryMessages = {
  openExceptions: (count: string) => `Incidencias abiertas este mes: ${count}`,
  exceptionsLoading: 'Incidencias abiertas este mes: …',
  exceptionsUnavailable: 'Incidencias abiertas este mes: no disponible',
  titles: { week: 'Resumen Semanal', month: 'Resumen Mensual', year: 'Resumen Anual' },
  views: { week: 'Semanal', month: 'Mensual', year: 'Anual' },
  viewSelector: 'Período del resumen',
  today: 'Hoy',
  previous: { week: 'Semana anterior', month: 'Mes anterior', year: 'Año anterior' },
  next: { week: 'Semana siguiente', month: 'Mes siguiente', year: 'Año siguiente' },
  loading: 'Cargando resumen',
  refreshing: 'Actualizando resumen',
  loadError: 'Error al obtener el resumen',
  empty: 'No se encontraron datos para el período seleccionado',
  income: 'Ingresos',
  expense: 'Egresos',
  totals: 'Totales del período',
  balance: 'Balance',
  balanceHint: 'Ingresos − Egresos',
  chartLabel: (title: string, period: string) => `Gráfico de barras: ${title}, ${period}`,
  chartSummary: (income: string, expense: string, balance: string) =>
    `Ingresos ${income}; egresos ${expense}; balance ${balance}.`,
  shortcuts: 'Accesos directos',
  greeting: (firstName: string) =>
    `Hola, ${firstName}. Estos son los números del período y las secciones a las que tienes acceso.`,
} as const;
