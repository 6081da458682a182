import { z } from 'zod';
import { successSchema } from './common';

/** Passkeys (WebAuthn, DECISIONS §12): registered, listed, renamed and removed from 'Mi cuenta'. */
export const PASSKEY_TEXTS = {
  registered: 'Llave de acceso añadida',
  renamed: 'Llave de acceso renombrada',
  removed: 'Llave de acceso eliminada',
  notFound: 'Llave de acceso no encontrada',
  refused: 'No se pudo verificar la llave de acceso. Inténtalo de nuevo.',
  unknown: 'Esta llave de acceso no está registrada en Back Office',
  expired: 'La solicitud caducó. Inténtalo de nuevo.',
  alreadyRegistered: 'Esta llave de acceso ya está registrada',
  inactive: 'Tu cuenta no está habilitada en Back Office',
  defaultName: 'Llave de acceso',
} as const;

export const PASSKEY_NAME_MAX = 60;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(passkeySchema),
  totalItems: z.number().int(),
});

const passkeyName = z
  .string({ error: 'Requerido' })
  .trim()
  .min(1, 'Requerido')
  .max(PASSKEY_NAME_MAX, `Máximo ${PASSKEY_NAME_MAX} caracteres`)
  .refine((value) => !value.includes('\u0000'), 'El texto no puede contener caracteres nulos');

/**
 * The options of a ceremony, as @simplewebauthn/server makes them (PublicKeyCredentialCreation-
 * or RequestOptionsJSON), handed to the browser's @simplewebauthn/browser as they are.
 */
export const passkeyOptionsResponseSchema = z.object({
  success: z.literal(true),
  options: z.record(z.string(), z.unknown()),
});

/** The browser's answer (RegistrationResponseJSON / AuthenticationResponseJSON), checked by the server. */
const credentialResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough();

/** `POST /auth/passkeys/register { response, name? }`. */
export const passkeyRegisterSchema = z.object({
  response: credentialResponse,
  name: passkeyName.optional(),
});
/** `POST /auth/passkeys/login { response }`: the session, as `POST /auth` answers it. */
export const passkeyLoginSchema = z.object({ response: credentialResponse });

/** `PATCH /auth/passkeys/{id} { name }`. */
export const passkeyRenameSchema = z.object({ name: passkeyName });

export const passkeyItemResponseSchema = successSchema.extend({
  message: z.string(),
  data: passkeySchema,
});
