import { z } from 'zod';
import { listResponse, itemResponse, requiredText } from './common';

/**
 * Sub-categories of the shared managers (SPEC §7 'Sub-categories', DECISIONS §8): shared by
 * everyone per feature, unique per feature ignoring case; the creator or an admin renames and
 * deletes one (the items that used it fall back to none).
 */

export const SUB_CATEGORY_FEATURES = ['email', 'link', 'template'] as const;
export type SubCategoryFeature = (typeof SUB_CATEGORY_FEATURES)[number];

export const SUB_CATEGORY_TEXTS = {
  created: 'Subcategoría creada correctamente',
  updated: 'Subcategoría actualizada correctamente',
  deleted: 'Subcategoría eliminada correctamente',
  notFound: 'Subcategoría no encontrada',
  duplicated: 'Ya existe una subcategoría con ese nombre',
  badFeature: 'Tipo de subcategoría inválido: usa email, link o template',
  forbidden: 'Solo quien creó la subcategoría o un administrador puede modificarla',
  featureFixed: 'Una subcategoría no cambia de tipo: crea otra en el tipo que quieras',
} as const;

export const SUB_CATEGORY_VALUE_MAX = 100;

export const subCategoryFeatureSchema = z.enum(SUB_CATEGORY_FEATURES, {
  error: SUB_CATEGORY_TEXTS.badFeature,
});

/** SPEC §3 Sub-category, plus who may rename or delete it (the creator or an admin). */
export const subCategorySchema = z.object({
  id: z.number().int(),
  value: z.string(),
  feature: subCategoryFeatureSchema,
  /** null once its creator is deleted */
  createdBy: z.number().int().nullable(),
  /** whether the caller may rename or delete it */
  canEdit: z.boolean(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

/** GET /sub-categories?feature=email: every sub-category of the feature, by name. */
export const subCategoryListQuerySchema = z.object({ feature: subCategoryFeatureSchema });
export const subCategoryListResponseSchema = listResponse(subCategorySchema);
export type SubCategoryListResponse = z.infer<typeof subCategoryListResponseSchema>;

/** POST /sub-categories {value, feature}; the value is trimmed. */
export const createSubCategorySchema = z.object({
  value: requiredText(SUB_CATEGORY_VALUE_MAX),
  feature: subCategoryFeatureSchema,
});
export type CreateSubCategoryInput = z.input<typeof createSubCategorySchema>;

/**
 * PATCH /sub-categories/{id} {value}; a client may send the whole item back, and its `feature`,
 * when sent, must be the item's own (it never changes).
 */
export const updateSubCategorySchema = z.object({
  value: requiredText(SUB_CATEGORY_VALUE_MAX),
  feature: subCategoryFeatureSchema.optional(),
});
export type UpdateSubCategoryInput = z.input<typeof updateSubCategorySchema>;

export const subCategoryItemResponseSchema = itemResponse(subCategorySchema);
