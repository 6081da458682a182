import {
  createSupplierSchema,
  supplierSchema,
  updateSupplierSchema,
} from '@app/contract/suppliers';
import { suppliers } from '../../db/schema/index';
import { crudListRoutes } from '../../lib/crud-list';
import { ADMIN } from '../../plugins/auth';

export const suppliersRoutes = crudListRoutes({
  path: '/suppliers',
  tag: 'Proveedores',
  table: suppliers,
  item: supplierSchema,
  create: createSupplierSchema,
  update: updateSupplierSchema,
  readAccess: ADMIN,
  writeAccess: ADMIN,
  texts: {
    created: 'Proveedor creado correctamente',
    updated: 'Proveedor actualizado correctamente',
    deleted: 'Proveedor eliminado correctamente',
    notFound: 'Proveedor no encontrado',
    duplicate: 'Ya existe un proveedor con ese nombre',
    inUse: 'No se puede eliminar el proveedor porque está en uso',
  },
});
