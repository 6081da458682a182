import type { FastifyPluginAsync } from 'fastify';

/**
 * Single sign-on (OpenID Connect, DECISIONS §12): `GET /auth/providers`, `GET /auth/oidc/start`,
 * `GET /auth/oidc/callback`, `POST /auth/oidc/session`.
 */
export const ssoRoutes: FastifyPluginAsync<{ rateLimit: number }> = async () => {};
