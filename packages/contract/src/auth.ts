import { z } from 'zod';
import { emailSchema, requiredText, successSchema } from './common';
import { numberStyleSchema } from './number-style';
import { USER_NAME_MAX, userSchema } from './users';

/** The server's Spanish messages of the auth calls (SPEC §8), shown as they come by the web. */
export const AUTH_TEXTS = {
  invalidCredentials: 'Email o contraseña incorrectos',
  tooManyLogins: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  commonPassword: 'Esta contraseña es demasiado común',
  invalidLink: 'El enlace no es válido o ha expirado. Solicita uno nuevo.',
  passwordSet: 'Contraseña establecida correctamente. Puedes iniciar sesión.',
  passwordReset: 'Contraseña restablecida correctamente. Inicia sesión.',
  resetSent: 'Se ha enviado el enlace de recuperación a tu email',
  emailTaken: 'Ya existe un usuario con ese email',
  userCreated: 'Usuario creado correctamente',
  userCreatedMailFailed:
    'Usuario creado, pero no se pudo enviar el correo de verificación. Reenvía la invitación desde Usuarios.',
  loggedOut: 'Sesión cerrada correctamente',
  firstAdminFields: 'Indica el nombre y el email del administrador',
  linkOnlySetsPassword:
    'Este enlace solo establece la contraseña; el nombre y el email no cambian aquí',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: 'Requerido' })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Requerido' })
    .min(1, 'Requerido')
    .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  result: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  success: z.literal(true),
  result: userSchema,
  /** The company's IANA zone (APP_TIME_ZONE): 'today' and calendar days follow it, not the browser's. */
  timeZone: z.string(),
  /** The company's currency and number style (APP_CURRENCY, APP_NUMBER_FORMAT). */
  numberStyle: numberStyleSchema,
});

const tokenSchema = z
  .string({ error: 'Enlace inválido' })
  .min(16, 'Enlace inválido')
  .max(200, 'Enlace inválido');

/** Sets the first password of a verified account, or a new one after a reset. */
export const setPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/**
 * `POST /auth/verify-user`: the password, and for the first admin's one-time setup link only
 * (DECISIONS §1) the admin's name and email as well.
 */
export const verifyUserSchema = setPasswordSchema.extend({
  name: requiredText(USER_NAME_MAX).optional(),
  email: emailSchema.optional(),
});
export type VerifyUserInput = z.input<typeof verifyUserSchema>;

export const verifyLinkQuerySchema = z.object({ token: tokenSchema });
/**
 * `GET /auth/verify-user?token=`: what the link sets up. `firstAdmin`: the one-time link of the
 * first admin, whose page asks for name and email too; `email`: the address it is set up with
 * (null when none was configured).
 */
export const verifyLinkResponseSchema = successSchema.extend({
  firstAdmin: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type VerifyLinkResponse = z.infer<typeof verifyLinkResponseSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const messageResponseSchema = successSchema.extend({ message: z.string() });

/** Advisory strength of SPEC §5: a point each for length ≥ 8, upper, lower, digit, symbol, length ≥ 12. */
export type PasswordStrength = 'Débil' | 'Media' | 'Fuerte' | 'Muy fuerte';
export function passwordScore(password: string): number {
  return [
    password.length >= 8,
    /[A-ZÁÉÍÓÚÑ]/.test(password),
    /[a-záéíóúñ]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9ÁÉÍÓÚÑáéíóúñ]/.test(password),
    password.length >= 12,
  ].filter(Boolean).length;
}
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score <= 2) return 'Débil';
  if (score === 3) return 'Media';
  if (score <= 5) return 'Fuerte';
  return 'Muy fuerte';
}

/** The Spanish texts of 'Mi cuenta' (the signed-in user's own name and password). */
export const ACCOUNT_TEXTS = {
  nameSaved: 'Nombre actualizado correctamente',
  passwordChanged:
    'Contraseña cambiada correctamente. Las demás sesiones abiertas con tu cuenta se han cerrado.',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  tooManyTries: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual',
} as const;

/** `PATCH /auth/me { name }`: the signed-in user renames themself (any role). */
export const updateMeSchema = z.object({ name: requiredText(USER_NAME_MAX) });
export type UpdateMeInput = z.input<typeof updateMeSchema>;

export const updateMeResponseSchema = successSchema.extend({
  message: z.string(),
  result: userSchema,
});

/**
 * `POST /auth/change-password { currentPassword, newPassword }`: the signed-in user's own new
 * password (the rules of set-password); the current one is checked and limited like a sign-in,
 * and every other session of the user ends.
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Requerido' })
    .min(1, 'Requerido')
    .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * What setting a password from a link answers (`POST /auth/verify-user`, `/auth/verify-password`):
 * the message and the email of the account it set, so that the sign-in form comes filled in (the
 * caller just proved the link, which was sent to that address).
 */
export const passwordSetResponseSchema = messageResponseSchema.extend({ email: z.string() });
export type PasswordSetResponse = z.infer<typeof passwordSetResponseSchema>;

/** What a verify link that cannot be used says, so that its holder knows how to get a working one. */
export const VERIFY_LINK_TEXTS = {
  /** No admin can sign in yet: the server prints a new first-admin link at every start. */
  noAdminYet:
    'Este enlace ya no sirve. Mientras no haya un administrador, el servidor imprime en su consola un enlace nuevo cada vez que se inicia: reinícialo y abre el enlace que muestre.',
  /** The admin's setup link was used: the account exists. */
  adminReady:
    'Este enlace ya se usó: la cuenta de administrador ya está configurada. Inicia sesión con su email; si no recuerdas la contraseña, usa «¿Olvidaste tu contraseña?».',
} as const;
