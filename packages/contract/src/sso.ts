import { z } from 'zod';

/** Single sign-on with OpenID Connect (DECISIONS §12). */
export const SSO_TEXTS = {
  notEnabled: 'Tu cuenta no está habilitada en Back Office',
  failed: 'No se pudo iniciar sesión con el proveedor. Inténtalo de nuevo.',
  expired: 'El inicio de sesión caducó. Inténtalo de nuevo.',
  notConfigured: 'El inicio de sesión único no está configurado',
} as const;

/** `Entrar con {OIDC_LABEL}` */
export const ssoButtonText = (label: string) => `Entrar con ${label}`;

/**
 * `GET /auth/providers` (public): how the login screen may sign in besides email and password —
 * the OpenID provider's button label when configured, and whether passkeys can be used here.
 */
export const signInProvidersResponseSchema = z.object({
  success: z.literal(true),
  oidc: z.object({ label: z.string() }).nullable(),
  passkeys: z.boolean(),
});
export type SignInProviders = z.infer<typeof signInProvidersResponseSchema>;

/**
 * Where `GET /auth/oidc/callback` sends the browser back: `/login?sso=<ticket>` (exchanged once by
 * `POST /auth/oidc/session { ticket }` for the session) or `/login?ssoError=<reason>`.
 */
export const SSO_ERRORS = ['not-enabled', 'failed', 'expired'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
export const SSO_ERROR_TEXTS: Record<SsoError, string> = {
  'not-enabled': SSO_TEXTS.notEnabled,
  failed: SSO_TEXTS.failed,
  expired: SSO_TEXTS.expired,
};

export const ssoSessionSchema = z.object({
  ticket: z
    .string({ error: SSO_TEXTS.expired })
    .min(20, SSO_TEXTS.expired)
    .max(200, SSO_TEXTS.expired),
});
