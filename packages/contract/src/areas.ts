export {
  catalogEntrySchema as areaSchema,
  createCatalogEntrySchema as createAreaSchema,
  updateCatalogEntrySchema as updateAreaSchema,
  catalogListResponseSchema as areaListResponseSchema,
  catalogItemResponseSchema as areaItemResponseSchema,
  type CatalogEntry as Area,
} from './catalog';
import { inUseByText } from './catalog';

/** The server's Spanish messages of the áreas calls (SPEC §8), shown as they come by the web. */
export const AREA_TEXTS = {
  created: 'Área creada correctamente',
  updated: 'Área actualizada correctamente',
  deleted: 'Área eliminada correctamente',
  notFound: 'Área no encontrada',
  duplicate: 'Ya existe un área con ese nombre',
  inUse: 'No se puede eliminar el área porque está en uso',
  inUseBy: (count: number) =>
    inUseByText('No se puede eliminar el área porque está en uso', 'la', count),
} as const;
