import { z } from 'zod';
import { itemResponse, listResponse, optionalText, requiredText } from './common';

/**
 * Categories and areas share one shape: a named entry with a description (SPEC §3).
 * Each keeps its own schemas so that either may grow on its own.
 */
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;

export const catalogEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

export const createCatalogEntrySchema = z.object({
  name: requiredText(NAME_MAX),
  description: requiredText(DESCRIPTION_MAX),
});
export type CreateCatalogEntry = z.infer<typeof createCatalogEntrySchema>;

export const updateCatalogEntrySchema = z
  .object({
    name: requiredText(NAME_MAX).optional(),
    description: optionalText(DESCRIPTION_MAX).optional(),
  })
  .refine((value) => value.name !== undefined || value.description !== undefined, {
    message: 'No hay cambios para guardar',
  });
export type UpdateCatalogEntry = z.infer<typeof updateCatalogEntrySchema>;

/**
 * '…porque está en uso: la usan 3 registros' (DECISIONS §7): a catalog entry's in-use text with how
 * many incomes, expenses and recurring expenses use it; `pronoun` agrees with the entry ('la', 'lo').
 */
export const inUseByText = (inUse: string, pronoun: 'la' | 'lo', count: number) =>
  `${inUse}: ${pronoun} ${count === 1 ? 'usa 1 registro' : `usan ${count} registros`}`;

export const catalogListResponseSchema = listResponse(catalogEntrySchema);
export const catalogItemResponseSchema = itemResponse(catalogEntrySchema);
