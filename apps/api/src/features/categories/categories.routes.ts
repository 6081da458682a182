import {
  CATEGORY_TEXTS,
  categorySchema,
  createCategorySchema,
  updateCategorySchema,
} from '@app/contract/categories';
import { categories } from '../../db/schema/index';
import { crudListRoutes } from '../../lib/crud-list';
import { ADMIN } from '../../lib/access';
import { financeUsage } from '../finance/finance.queries';

export const categoriesRoutes = crudListRoutes({
  path: '/categories',
  tag: 'Categorías',
  table: categories,
  item: categorySchema,
  create: createCategorySchema,
  update: updateCategorySchema,
  readAccess: ADMIN,
  writeAccess: ADMIN,
  usage: (db, id) => financeUsage(db, 'category', id),
  texts: CATEGORY_TEXTS,
});
