/** Every Spanish text of the Áreas screen (SPEC §8). */
export const areaMessages = {
  title: 'Áreas',
  subtitle: 'Departamentos a los que se asignan ingresos y gastos.',
  createLabel: 'Nueva área',
  tableLabel: 'Lista de áreas',
  createTitle: 'Nueva área',
  editTitle: 'Editar área',
  deleteTitle: 'Eliminar área',
  created: 'Área creada correctamente',
  updated: 'Área actualizada correctamente',
  deleted: 'Área eliminada correctamente',
  loadError: 'Error al obtener áreas',
  createError: 'Error al crear el área',
  updateError: 'Error al actualizar el área',
  deleteError: 'Error al eliminar el área',
};
