import { RECURRING_DAYS } from '@app/contract/expenses-recurrent';
import { isId, type FilterParam } from '../../components/list-page/use-list-filters';

/**
 * The filters of Egresos Recurrentes in the address:
 * `?nombre=…&dia=5&categoria=2&area=3&proveedor=4&pagina=2`.
 */
export const EXPENSES_RECURRENT_FILTERS = {
  name: { param: 'nombre' },
  dayOfMonth: {
    param: 'dia',
    accepts: (value: string) => (RECURRING_DAYS as readonly number[]).includes(Number(value)),
  },
  categoryId: { param: 'categoria', accepts: isId },
  areaId: { param: 'area', accepts: isId },
  supplierId: { param: 'proveedor', accepts: isId },
} satisfies Record<string, FilterParam>;
