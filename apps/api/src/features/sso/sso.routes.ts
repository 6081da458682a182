import { loginResponseSchema } from '@app/contract/auth';
import { signInProvidersResponseSchema, ssoSessionSchema, SSO_TEXTS } from '@app/contract/sso';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { sessionClientOf, signedIn } from '../auth/auth.queries';
import { findUserById } from '../users/users.queries';
import { createOidcClient } from './oidc-client';
import { finishOidcLogin, startOidcLogin, type SsoDeps } from './sso.service';
import { consumeSsoTicket } from './sso-tickets';

const TAG = 'Autenticación';

/** The query string of a request as it came, '?…' or ''. */
const searchOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
};

/**
 * Single sign-on (OpenID Connect, DECISIONS §12): `GET /auth/providers`, `GET /auth/oidc/start`,
 * `GET /auth/oidc/callback`, `POST /auth/oidc/session`.
 */
export const ssoRoutes: FastifyPluginAsync<{ rateLimit: number }> = async (parent, options) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.oidc;
  const deps: SsoDeps | undefined = settings && {
    db: app.db,
    clock: app.clock,
    log: app.log,
    oidc: createOidcClient(settings, `${app.config.appUrl}/api/auth/oidc/callback`),
  };
  const configured = () => {
    if (!deps) throw notFound(SSO_TEXTS.notConfigured);
    return deps;
  };
  const limited = { max: options.rateLimit, timeWindow: '1 minute' };

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: { tags: [TAG], security: [], response: { 200: signInProvidersResponseSchema } },
    },
    async () => ({
      success: true as const,
      oidc: settings ? { label: settings.label } : null,
      passkeys: true,
    }),
  );

  app.get(
    '/auth/oidc/start',
    { config: { access: 'public', rateLimit: limited }, schema: { tags: [TAG], security: [] } },
    async (_request, reply) => reply.redirect(await startOidcLogin(configured()), 302),
  );

  app.get(
    '/auth/oidc/callback',
    { config: { access: 'public', rateLimit: limited }, schema: { tags: [TAG], security: [] } },
    async (request, reply) =>
      reply.redirect(await finishOidcLogin(configured(), searchOf(request), request.ip), 302),
  );

  app.post(
    '/auth/oidc/session',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: ssoSessionSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const deps = configured();
      const userId = await consumeSsoTicket(deps.db, request.body.ticket, deps.clock.now());
      const user = userId === null ? undefined : await findUserById(deps.db, userId);
      if (!user) throw badRequest(SSO_TEXTS.expired);
      if (!user.active) throw forbidden(SSO_TEXTS.notEnabled);
      // The provider's own second factor stands for ours (§12): no code is asked here.
      return signedIn(deps, user, sessionClientOf(request, 'sso'));
    },
  );
};
