/** Every Spanish text of the Categorías screen (SPEC §8). */
export const categoryMessages = {
  title: 'Categorías',
  subtitle: 'Clasifica los gastos de la empresa.',
  createLabel: 'Nueva categoría',
  tableLabel: 'Lista de categorías',
  createTitle: 'Nueva categoría',
  editTitle: 'Editar categoría',
  deleteTitle: 'Eliminar categoría',
  created: 'Categoría creada correctamente',
  updated: 'Categoría actualizada correctamente',
  deleted: 'Categoría eliminada correctamente',
  loadError: 'Error al obtener categorías',
  createError: 'Error al crear categoría',
  updateError: 'Error al actualizar categoría',
  deleteError: 'Error al eliminar categoría',
};
