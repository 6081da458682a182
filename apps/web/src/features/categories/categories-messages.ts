import { CATEGORY_TEXTS } from '@app/contract/categories';

/** Every Spanish text of the Categorías screen (SPEC §8); what the server says comes from the contract. */
export const categoryMessages = {
  title: 'Categorías',
  subtitle: 'Clasifica los gastos de la empresa.',
  createLabel: 'Nueva categoría',
  tableLabel: 'Lista de categorías',
  createTitle: 'Nueva categoría',
  editTitle: 'Editar categoría',
  deleteTitle: 'Eliminar categoría',
  theEntry: 'la categoría',
  created: CATEGORY_TEXTS.created,
  updated: CATEGORY_TEXTS.updated,
  deleted: CATEGORY_TEXTS.deleted,
  loadError: 'Error al obtener categorías',
  createError: 'Error al crear categoría',
  updateError: 'Error al actualizar categoría',
  deleteError: 'Error al eliminar categoría',
};
