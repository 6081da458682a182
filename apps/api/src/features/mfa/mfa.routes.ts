import type { FastifyPluginAsync } from 'fastify';

/**
 * The second factor (DECISIONS §12): `GET /auth/mfa`, `POST /auth/mfa/totp/setup`,
 * `POST /auth/mfa/totp/confirm`, `DELETE /auth/mfa/totp`, `POST /auth/mfa/verify`,
 * `POST /auth/mfa/recovery-codes`.
 */
export const mfaRoutes: FastifyPluginAsync<{ rateLimit: number }> = async () => {};
