export {
  catalogEntrySchema as areaSchema,
  createCatalogEntrySchema as createAreaSchema,
  updateCatalogEntrySchema as updateAreaSchema,
  catalogListResponseSchema as areaListResponseSchema,
  catalogItemResponseSchema as areaItemResponseSchema,
  type CatalogEntry as Area,
} from './catalog';
