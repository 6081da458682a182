import { z } from 'zod';
import { emailSchema, listResponse, optionalText, requiredText, roleSchema } from './common';

/** The server's Spanish messages of the user calls (SPEC §8), shown as they come by the web. */
export const USERS_TEXTS = {
  updated: 'Usuario actualizado correctamente',
  deleted: 'Usuario desactivado correctamente',
  reactivated: 'Usuario reactivado correctamente',
  notFound: 'Usuario no encontrado',
  lastAdmin: 'Debe quedar al menos un administrador activo',
  cannotDeactivateSelf: 'No puedes desactivar tu propia cuenta',
  invited: 'Invitación reenviada correctamente',
  alreadyVerified: 'El usuario ya estableció su contraseña',
  inactive: 'El usuario está desactivado',
  inviteFailed: 'No se pudo enviar el correo de verificación. Inténtalo de nuevo más tarde.',
  secondFactorReset:
    'Segundo factor quitado. Si su rol lo exige, lo configurará de nuevo al iniciar sesión.',
  noSecondFactor: 'Este usuario no tiene el segundo factor activado',
  ownSecondFactor:
    'Tu propio segundo factor se quita desde Mi cuenta, con tu contraseña y un código',
} as const;

export const USER_NAME_MAX = 120;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string(),
  active: z.boolean(),
  /** false until the user has set a password through the verification link */
  verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const phone = optionalText(40).pipe(
  z.string().regex(/^[0-9+()\-.\s]*$/, 'Teléfono inválido: usa solo números, espacios y + ( ) -'),
);

export const registerUserSchema = z.object({
  name: requiredText(USER_NAME_MAX),
  email: emailSchema,
  role: roleSchema,
  phone: phone.optional().transform((v) => v ?? ''),
});
export type RegisterUserInput = z.input<typeof registerUserSchema>;
export type RegisterUser = z.output<typeof registerUserSchema>;

/** The email of a user cannot change (SPEC §5); sending it is refused rather than ignored. */
export const updateUserSchema = z
  .strictObject(
    {
      name: requiredText(USER_NAME_MAX).optional(),
      role: roleSchema.optional(),
      phone: phone.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' && issue.keys.includes('email')
          ? 'El email no se puede modificar'
          : undefined,
    },
  )
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'No hay cambios para guardar',
  });
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUser = z.output<typeof updateUserSchema>;

export const shareableUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type ShareableUser = z.infer<typeof shareableUserSchema>;

/** A row of the users' list: who has a second factor on tells admins whom a lost phone locks out. */
export const userListItemSchema = userSchema.extend({ secondFactor: z.boolean() });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = listResponse(userListItemSchema);
export const shareableUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(shareableUserSchema),
});
export const userItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: userSchema,
  /** SPEC §7 reads the registered user at `result` */
  result: userSchema,
});
