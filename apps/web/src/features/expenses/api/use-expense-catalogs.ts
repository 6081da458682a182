import type { Catalog, CatalogRows } from '../../../components/ui/catalog-select';
import { useAreas } from '../../areas/api/get-areas';
import { useCategories } from '../../categories/api/get-categories';
import { useSuppliers } from '../../suppliers/api/get-suppliers';

/**
 * The entries of the catalogs an expense is filed under (category, area, supplier), for the
 * catalog selects of the expense and recurring-expense forms and filters and the expense report.
 * Each comes from its own feature's cached query.
 */
export function useExpenseCatalogs(): Record<Catalog, CatalogRows> {
  return {
    category: useCategories().data,
    area: useAreas().data,
    supplier: useSuppliers().data,
  };
}
