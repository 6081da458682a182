import { z } from 'zod';
import { successSchema } from './common';
import { loginResponseSchema, PASSWORD_MAX } from './auth';
import { userSchema } from './users';

/**
 * The second factor (DECISIONS §12): TOTP of RFC 6238 (SHA-1, 6 digits, 30 s, ±1 step) and ten
 * single-use recovery codes. What the server says, in Spanish, shown as it comes by the web.
 */
export const MFA_TEXTS = {
  invalidCode: 'El código no es correcto o ya se usó',
  invalidRecoveryCode: 'El código de recuperación no es correcto o ya se usó',
  tooManyCodes: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  expiredTicket: 'El inicio de sesión caducó. Vuelve a escribir tu email y contraseña.',
  alreadyEnabled: 'La verificación en dos pasos ya está activada',
  notEnabled: 'La verificación en dos pasos no está activada',
  noSetup: 'Primero genera el código QR con «Activar»',
  enabled: 'Verificación en dos pasos activada. Guarda tus códigos de recuperación.',
  disabled: 'Verificación en dos pasos desactivada',
  wrongPassword: 'La contraseña no es correcta',
  requiredForRole: 'Tu rol requiere la verificación en dos pasos: actívala para continuar.',
  cannotDisableRequired: 'Tu rol requiere la verificación en dos pasos: no puedes desactivarla.',
  recoveryCodesRenewed: 'Códigos de recuperación nuevos generados. Los anteriores ya no sirven.',
} as const;

/** The issuer shown by authenticator apps beside the account's email. */
export const TOTP_ISSUER = 'Back Office';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code as typed: spaces are ignored ('123 456'). */
export const totpCodeSchema = z
  .string({ error: 'Escribe el código de 6 dígitos' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Escribe el código de 6 dígitos'));

/** A recovery code as shown (`abcd-efgh-ij`, case and dashes ignored when checked). */
export const recoveryCodeSchema = z
  .string({ error: 'Escribe un código de recuperación' })
  .trim()
  .min(1, 'Escribe un código de recuperación')
  .max(40, 'Código de recuperación inválido');

const mfaTokenSchema = z
  .string({ error: 'El inicio de sesión caducó' })
  .min(20, 'El inicio de sesión caducó')
  .max(200, 'El inicio de sesión caducó');

/**
 * What `POST /auth` answers when the password is right and a second factor is due: no session
 * yet, a ticket for the next step (5 minutes, once).
 */
export const mfaRequiredResponseSchema = z.object({
  success: z.literal(true),
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
/** `POST /auth` for a role of MFA_REQUIRED_ROLES without a second factor: enrol first. */
export const mfaEnrollmentRequiredResponseSchema = z.object({
  success: z.literal(true),
  mfaEnrollmentRequired: z.literal(true),
  mfaToken: z.string(),
});

/** Every answer of `POST /auth`: a session, or the second step it needs first. */
export const signInResponseSchema = z.union([
  loginResponseSchema,
  mfaRequiredResponseSchema,
  mfaEnrollmentRequiredResponseSchema,
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `POST /auth/mfa/verify { mfaToken, code | recoveryCode }`. */
export const mfaVerifySchema = z
  .object({
    mfaToken: mfaTokenSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Escribe el código de 6 dígitos o un código de recuperación',
    path: ['code'],
  });
export type MfaVerifyInput = z.input<typeof mfaVerifySchema>;

/** A session given by a second step (verify, or confirm while enrolling): as `POST /auth`. */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  result: userSchema,
});

/** `GET /auth/mfa`: the signed-in user's second factor. */
export const mfaStatusResponseSchema = z.object({
  success: z.literal(true),
  totp: z.object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    /** Unused recovery codes left. */
    recoveryCodesLeft: z.number().int(),
    /** The user's role must keep a second factor (MFA_REQUIRED_ROLES). */
    required: z.boolean(),
  }),
});
export type MfaStatus = z.infer<typeof mfaStatusResponseSchema>['totp'];

/** `POST /auth/mfa/totp/setup` → the secret (base32) and the otpauth:// URI for the QR code. */
export const totpSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;

/** `POST /auth/mfa/totp/confirm { code }`. */
export const totpConfirmSchema = z.object({ code: totpCodeSchema });
/**
 * What confirm answers: the ten recovery codes, shown once; while enrolling with an `mfaToken`,
 * the session too (`token`, `result`).
 */
export const totpConfirmResponseSchema = successSchema.extend({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  token: z.string().optional(),
  result: userSchema.optional(),
});
export type TotpConfirmResponse = z.infer<typeof totpConfirmResponseSchema>;

/** `DELETE /auth/mfa/totp { password, code }` (the code may be a recovery code). */
export const totpDisableSchema = z.object({
  password: z
    .string({ error: 'Requerido' })
    .min(1, 'Requerido')
    .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`),
  code: z
    .string({ error: 'Escribe el código de 6 dígitos o un código de recuperación' })
    .trim()
    .min(1, 'Escribe el código de 6 dígitos o un código de recuperación')
    .max(40, 'Código inválido'),
});
export type TotpDisableInput = z.input<typeof totpDisableSchema>;

/** `POST /auth/mfa/recovery-codes { code }`: ten new codes, the old ones void. */
export const recoveryCodesRenewSchema = z.object({ code: totpCodeSchema });
export const recoveryCodesResponseSchema = successSchema.extend({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
