export {
  catalogEntrySchema as categorySchema,
  createCatalogEntrySchema as createCategorySchema,
  updateCatalogEntrySchema as updateCategorySchema,
  catalogListResponseSchema as categoryListResponseSchema,
  catalogItemResponseSchema as categoryItemResponseSchema,
  type CatalogEntry as Category,
} from './catalog';
