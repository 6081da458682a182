import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error';
import type { Access, AuthContext, SessionUser } from '../lib/access';
import { findSession } from '../features/auth/auth.queries';
import { findEnrollTicket } from '../features/mfa/mfa.queries';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * On an `enrolling` route called with an enrolment ticket instead of a session: whose ticket
     * (DECISIONS §12). Null otherwise.
     */
    enrolling: { userId: number; ticketId: number } | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access: the authorization matrix test is built from it. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme is case-insensitive (RFC 7235): 'bearer' and 'BEARER' are Bearer.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
  return match?.[1] ?? null;
};

/** The signed-in user of a route that is not public (the guard has already run). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('enrolling', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' }; // the OpenAPI documentation UI
      return;
    }
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const auth = token ? await findSession(app.db, token, app.clock.now()) : null;
    if (!auth && access === 'enrolling' && token) {
      request.enrolling = await findEnrollTicket(app.db, token, app.clock.now());
      if (request.enrolling) return;
    }
    if (!auth) throw unauthorized();
    request.auth = auth;
    if (access === 'authenticated' || access === 'enrolling') return;
    if (!access.includes(auth.user.role)) throw forbidden();
  });
}
