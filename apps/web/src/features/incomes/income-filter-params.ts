import { isId, isPlainDate, type FilterParam } from '../../components/list-page/use-list-filters';

/** The filters of Ingresos in the address: `?nombre=…&desde=…&hasta=…&area=3&pagina=2`. */
export const INCOME_FILTERS = {
  name: { param: 'nombre' },
  dateFrom: { param: 'desde', accepts: isPlainDate },
  dateTo: { param: 'hasta', accepts: isPlainDate },
  areaId: { param: 'area', accepts: isId },
} satisfies Record<string, FilterParam>;
