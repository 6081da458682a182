import { z } from 'zod';

/** The signed-in user's sessions (DECISIONS §12), listed and ended from 'Mi cuenta'. */
export const SESSION_TEXTS = {
  ended: 'Sesión cerrada',
  othersEnded: 'Se cerraron las demás sesiones',
  userSessionsEnded: 'Se cerraron todas las sesiones del usuario',
  notFound: 'Sesión no encontrada',
  thisSession: 'Esta sesión',
  unknownDevice: 'Dispositivo desconocido',
} as const;

export const SIGN_IN_METHODS = ['password', 'mfa', 'passkey', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Contraseña',
  mfa: 'Contraseña y código',
  passkey: 'Llave de acceso',
  sso: 'Inicio de sesión único',
};

export const sessionItemSchema = z.object({
  id: z.number().int(),
  /** Browser and system read from the User-Agent ('Chrome 131 en Windows'). */
  device: z.string(),
  address: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with ('Esta sesión'). */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const sessionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(sessionItemSchema),
  totalItems: z.number().int(),
});

/** `DELETE /auth/sessions/{id}`. */
export const sessionEndedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/**
 * How many sessions a bulk end closed, as the screens say it: the reader's other sessions
 * ('Cerrar las demás sesiones') or all of another user's (Usuarios).
 */
export const endedCountText = (count: number, whose: 'others' | 'user' = 'others') =>
  count === 0
    ? whose === 'others'
      ? 'No había otras sesiones abiertas'
      : 'El usuario no tenía sesiones abiertas'
    : count === 1
      ? 'Se cerró 1 sesión'
      : `Se cerraron ${count} sesiones`;

/** `DELETE /auth/sessions`, `DELETE /users/{id}/sessions`: how many ended. */
export const sessionsEndedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  count: z.number().int(),
});
