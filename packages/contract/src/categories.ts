export {
  catalogEntrySchema as categorySchema,
  createCatalogEntrySchema as createCategorySchema,
  updateCatalogEntrySchema as updateCategorySchema,
  catalogListResponseSchema as categoryListResponseSchema,
  catalogItemResponseSchema as categoryItemResponseSchema,
  type CatalogEntry as Category,
} from './catalog';
import { inUseByText } from './catalog';

/** The server's Spanish messages of the categorías calls (SPEC §8), shown as they come by the web. */
export const CATEGORY_TEXTS = {
  created: 'Categoría creada correctamente',
  updated: 'Categoría actualizada correctamente',
  deleted: 'Categoría eliminada correctamente',
  notFound: 'Categoría no encontrada',
  duplicate: 'Ya existe una categoría con ese nombre',
  inUse: 'No se puede eliminar la categoría porque está en uso',
  inUseBy: (count: number) =>
    inUseByText('No se puede eliminar la categoría porque está en uso', 'la', count),
} as const;
