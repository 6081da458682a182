import { NOTEBOOK_SCOPES } from '@app/contract/notebooks';
import { isId, isPlainDate, type FilterParam } from '../../components/list-page/use-list-filters';

const isScope = (value: string) =>
  value !== 'all' && (NOTEBOOK_SCOPES as readonly string[]).includes(value);

/**
 * The filters of the managers in the address:
 * `?titulo=…&desde=…&hasta=…&subcategoria=3&alcance=mine|shared&pagina=2` (all is the default).
 */
export const NOTEBOOK_FILTERS = {
  title: { param: 'titulo' },
  dateFrom: { param: 'desde', accepts: isPlainDate },
  dateTo: { param: 'hasta', accepts: isPlainDate },
  subCategoryId: { param: 'subcategoria', accepts: isId },
  scope: { param: 'alcance', accepts: isScope },
} satisfies Record<string, FilterParam>;
