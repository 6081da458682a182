import { SUPPLIER_TEXTS } from '@app/contract/suppliers';

/** Every Spanish text of the Proveedores screen (SPEC §8); what the server says comes from the contract. */
export const supplierMessages = {
  title: 'Proveedores',
  subtitle: 'Empresas y personas a las que se pagan los gastos.',
  createLabel: 'Nuevo proveedor',
  tableLabel: 'Lista de proveedores',
  createTitle: 'Nuevo proveedor',
  editTitle: 'Editar proveedor',
  deleteTitle: 'Eliminar proveedor',
  theEntry: 'el proveedor',
  created: SUPPLIER_TEXTS.created,
  updated: SUPPLIER_TEXTS.updated,
  deleted: SUPPLIER_TEXTS.deleted,
  loadError: 'Error al obtener los proveedores',
  createError: 'Error al crear el proveedor',
  updateError: 'Error al actualizar el proveedor',
  deleteError: 'Error al eliminar el proveedor',
};
