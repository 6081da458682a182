import { AREA_TEXTS, areaSchema, createAreaSchema, updateAreaSchema } from '@app/contract/areas';
import { areas } from '../../db/schema/index';
import { crudListRoutes } from '../../lib/crud-list';
import { ADMIN } from '../../lib/access';
import { financeUsage } from '../finance/finance.queries';

export const areasRoutes = crudListRoutes({
  path: '/areas',
  tag: 'Áreas',
  table: areas,
  item: areaSchema,
  create: createAreaSchema,
  update: updateAreaSchema,
  readAccess: ADMIN,
  writeAccess: ADMIN,
  usage: (db, id) => financeUsage(db, 'area', id),
  texts: AREA_TEXTS,
});
