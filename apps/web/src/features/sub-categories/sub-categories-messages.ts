import { SUB_CATEGORY_TEXTS } from '@app/contract/sub-categories';

/** The web's texts of sub-categories (SPEC §8); the server's come from the contract. */
export const subCategoryMessages = {
  created: SUB_CATEGORY_TEXTS.created,
  updated: SUB_CATEGORY_TEXTS.updated,
  deleted: SUB_CATEGORY_TEXTS.deleted,
  loadError: 'Error al obtener subcategorías',
  createError: 'Error al crear subcategoría',
  updateError: 'Error al actualizar subcategoría',
  deleteError: 'Error al eliminar subcategoría',
};
