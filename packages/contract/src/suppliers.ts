import { z } from 'zod';
import { itemResponse, listResponse, optionalText, requiredText } from './common';
import { inUseByText } from './catalog';

export const SUPPLIER_NAME_MAX = 120;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  telephone: z.string(),
  direction: z.string(),
  email: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

const optionalEmail = optionalText(254).pipe(
  z.union([z.literal(''), z.email({ error: 'Por favor ingresa un email válido' })]),
);
const telephone = optionalText(40).pipe(
  z.string().regex(/^[0-9+()\-.\s]*$/, 'Teléfono inválido: usa solo números, espacios y + ( ) -'),
);

export const createSupplierSchema = z.object({
  name: requiredText(SUPPLIER_NAME_MAX),
  telephone: telephone.optional().transform((v) => v ?? ''),
  direction: optionalText(300)
    .optional()
    .transform((v) => v ?? ''),
  email: optionalEmail.optional().transform((v) => v ?? ''),
});
export type CreateSupplierInput = z.input<typeof createSupplierSchema>;
export type CreateSupplier = z.output<typeof createSupplierSchema>;

export const updateSupplierSchema = z
  .object({
    name: requiredText(SUPPLIER_NAME_MAX).optional(),
    telephone: telephone.optional(),
    direction: optionalText(300).optional(),
    email: optionalEmail.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'No hay cambios para guardar',
  });
export type UpdateSupplierInput = z.input<typeof updateSupplierSchema>;
export type UpdateSupplier = z.output<typeof updateSupplierSchema>;

export const supplierListResponseSchema = listResponse(supplierSchema);
export const supplierItemResponseSchema = itemResponse(supplierSchema);

/** The server's Spanish messages of the proveedores calls (SPEC §8), shown as they come by the web. */
export const SUPPLIER_TEXTS = {
  created: 'Proveedor creado correctamente',
  updated: 'Proveedor actualizado correctamente',
  deleted: 'Proveedor eliminado correctamente',
  notFound: 'Proveedor no encontrado',
  duplicate: 'Ya existe un proveedor con ese nombre',
  inUse: 'No se puede eliminar el proveedor porque está en uso',
  inUseBy: (count: number) =>
    inUseByText('No se puede eliminar el proveedor porque está en uso', 'lo', count),
} as const;
