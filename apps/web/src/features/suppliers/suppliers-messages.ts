/** Every Spanish text of the Proveedores screen (SPEC §8). */
export const supplierMessages = {
  title: 'Proveedores',
  subtitle: 'Empresas y personas a las que se pagan los gastos.',
  createLabel: 'Nuevo proveedor',
  tableLabel: 'Lista de proveedores',
  createTitle: 'Nuevo proveedor',
  editTitle: 'Editar proveedor',
  deleteTitle: 'Eliminar proveedor',
  created: 'Proveedor creado correctamente',
  updated: 'Proveedor actualizado correctamente',
  deleted: 'Proveedor eliminado correctamente',
  loadError: 'Error al obtener los proveedores',
  createError: 'Error al crear el proveedor',
  updateError: 'Error al actualizar el proveedor',
  deleteError: 'Error al eliminar el proveedor',
};
