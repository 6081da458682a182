import { areaSchema, createAreaSchema, updateAreaSchema } from '@app/contract/areas';
import { areas } from '../../db/schema/index';
import { crudListRoutes } from '../../lib/crud-list';
import { ADMIN } from '../../plugins/auth';

export const areasRoutes = crudListRoutes({
  path: '/areas',
  tag: 'Áreas',
  table: areas,
  item: areaSchema,
  create: createAreaSchema,
  update: updateAreaSchema,
  readAccess: ADMIN,
  writeAccess: ADMIN,
  texts: {
    created: 'Área creada correctamente',
    updated: 'Área actualizada correctamente',
    deleted: 'Área eliminada correctamente',
    notFound: 'Área no encontrada',
    duplicate: 'Ya existe un área con ese nombre',
    inUse: 'No se puede eliminar el área porque está en uso',
  },
});
