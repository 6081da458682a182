/**
 * The configuration lists the finance screens pick from, as the server answers them (typed and
 * checked by the contract). Test code only.
 */
import { areaListResponseSchema } from '@app/contract/areas';
import { categoryListResponseSchema } from '@app/contract/categories';
import { supplierListResponseSchema } from '@app/contract/suppliers';
import { answer } from './api-stub';

export const AREAS = [
  { id: 3, name: 'Ventas', description: 'Tienda' },
  { id: 4, name: 'Almacén', description: 'Bodega' },
];
export const CATEGORIES = [
  { id: 2, name: 'Suministros', description: 'Luz y agua' },
  { id: 5, name: 'Transporte', description: 'Viajes' },
];
export const SUPPLIERS = [
  { id: 8, name: 'Eléctrica del Sur', telephone: '', direction: '', email: '' },
];

/** Routes of `stubApi` for the three lists. */
export const catalogRoutes = {
  'GET /api/areas': () =>
    answer(areaListResponseSchema, { success: true, data: AREAS, totalItems: AREAS.length }),
  'GET /api/categories': () =>
    answer(categoryListResponseSchema, {
      success: true,
      data: CATEGORIES,
      totalItems: CATEGORIES.length,
    }),
  'GET /api/suppliers': () =>
    answer(supplierListResponseSchema, {
      success: true,
      data: SUPPLIERS,
      totalItems: SUPPLIERS.length,
    }),
};
