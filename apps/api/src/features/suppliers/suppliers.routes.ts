import {
  SUPPLIER_TEXTS,
  createSupplierSchema,
  supplierSchema,
  updateSupplierSchema,
} from '@app/contract/suppliers';
import { suppliers } from '../../db/schema/index';
import { crudListRoutes } from '../../lib/crud-list';
import { ADMIN } from '../../lib/access';
import { financeUsage } from '../finance/finance.queries';

export const suppliersRoutes = crudListRoutes({
  path: '/suppliers',
  tag: 'Proveedores',
  table: suppliers,
  item: supplierSchema,
  create: createSupplierSchema,
  update: updateSupplierSchema,
  readAccess: ADMIN,
  writeAccess: ADMIN,
  usage: (db, id) => financeUsage(db, 'supplier', id),
  texts: SUPPLIER_TEXTS,
});
