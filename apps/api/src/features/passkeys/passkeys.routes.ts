import type { FastifyPluginAsync } from 'fastify';

/**
 * Passkeys (WebAuthn, DECISIONS §12): `GET /auth/passkeys`, `POST /auth/passkeys/register/options`,
 * `POST /auth/passkeys/register`, `POST /auth/passkeys/login/options`, `POST /auth/passkeys/login`,
 * `PATCH /auth/passkeys/{id}`, `DELETE /auth/passkeys/{id}`.
 */
export const passkeysRoutes: FastifyPluginAsync<{ rateLimit: number }> = async () => {};
