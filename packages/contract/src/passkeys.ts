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

/** A base64url field of the browser's answer (bounded: an attestation is a few kilobytes). */
const base64url = (max: number) =>
  z
    .string({ error: 'Respuesta de la llave de acceso inválida' })
    .min(1, 'Respuesta de la llave de acceso inválida')
    .max(max, 'Respuesta de la llave de acceso inválida')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Respuesta de la llave de acceso inválida');

/** What every answer of the browser carries (RegistrationResponseJSON / AuthenticationResponseJSON). */
const credentialEnvelope = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: 'Respuesta de la llave de acceso inválida' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
};

/** The browser's answer to a registration (RegistrationResponseJSON), checked by the server. */
const registrationResponse = z.object({
  ...credentialEnvelope,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

/** The browser's answer to a sign-in (AuthenticationResponseJSON), checked by the server. */
const authenticationResponse = z.object({
  ...credentialEnvelope,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(1024).optional(),
  }),
});

/** `POST /auth/passkeys/register { response, name? }`. */
export const passkeyRegisterSchema = z.object({
  response: registrationResponse,
  name: passkeyName.optional(),
});
/** `POST /auth/passkeys/login { response }`: the session, as `POST /auth` answers it. */
export const passkeyLoginSchema = z.object({ response: authenticationResponse });

/** `PATCH /auth/passkeys/{id} { name }`. */
export const passkeyRenameSchema = z.object({ name: passkeyName });

export const passkeyItemResponseSchema = successSchema.extend({
  message: z.string(),
  data: passkeySchema,
});
