import { isId, isPlainDate, type FilterParam } from '../../components/list-page/use-list-filters';

/**
 * The filters of Egresos in the address:
 * `?nombre=…&desde=…&hasta=…&categoria=2&area=3&proveedor=4&pagina=2`.
 */
export const EXPENSE_FILTERS = {
  name: { param: 'nombre' },
  dateFrom: { param: 'desde', accepts: isPlainDate },
  dateTo: { param: 'hasta', accepts: isPlainDate },
  categoryId: { param: 'categoria', accepts: isId },
  areaId: { param: 'area', accepts: isId },
  supplierId: { param: 'proveedor', accepts: isId },
} satisfies Record<string, FilterParam>;
