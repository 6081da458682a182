import {
  categorySchema,
  createCategorySchema,
  updateCategorySchema,
} from '@app/contract/categories';
import { categories } from '../../db/schema/index';
import { crudListRoutes } from '../../lib/crud-list';
import { ADMIN } from '../../plugins/auth';

export const categoriesRoutes = crudListRoutes({
  path: '/categories',
  tag: 'Categorías',
  table: categories,
  item: categorySchema,
  create: createCategorySchema,
  update: updateCategorySchema,
  readAccess: ADMIN,
  writeAccess: ADMIN,
  texts: {
    created: 'Categoría creada correctamente',
    updated: 'Categoría actualizada correctamente',
    deleted: 'Categoría eliminada correctamente',
    notFound: 'Categoría no encontrada',
    duplicate: 'Ya existe una categoría con ese nombre',
    inUse: 'No se puede eliminar la categoría porque está en uso',
  },
});
