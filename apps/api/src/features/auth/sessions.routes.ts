import { idParamSchema } from '@app/contract/common';
import {
  SESSION_TEXTS,
  sessionEndedResponseSchema,
  sessionListResponseSchema,
  sessionsEndedResponseSchema,
} from '@app/contract/sessions';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { unauthorized } from '../../lib/app-error';
import { auditActorOf } from '../audit/audit.queries';
import {
  endAllUserSessions,
  endOtherSessions,
  endOwnSession,
  listSessions,
  type SessionEnder,
} from './sessions';

const TAG = 'Autenticación';

/**
 * Sessions (DECISIONS §12): `GET /auth/sessions`, `DELETE /auth/sessions/{id}`,
 * `DELETE /auth/sessions` (all but the current), `DELETE /users/{id}/sessions` (admin).
 */
export const sessionsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  const sessionOf = (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    return request.auth;
  };
  const enderOf = (request: FastifyRequest): SessionEnder => ({
    ...auditActorOf(request),
    now: app.clock.now(),
  });

  app.get(
    '/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: sessionListResponseSchema } },
    },
    async (request) => {
      const { user, sessionId } = sessionOf(request);
      const data = await listSessions(app.db, app.clock, user.id, sessionId);
      return { success: true as const, data, totalItems: data.length };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        response: { 200: sessionEndedResponseSchema },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      await endOwnSession(app.db, user.id, request.params.id, enderOf(request));
      return { success: true as const, message: SESSION_TEXTS.ended };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: sessionsEndedResponseSchema } },
    },
    async (request) => {
      const { user, sessionId } = sessionOf(request);
      const count = await endOtherSessions(app.db, user.id, sessionId, enderOf(request));
      return { success: true as const, message: SESSION_TEXTS.othersEnded, count };
    },
  );

  app.delete(
    '/users/:id/sessions',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['Usuarios'],
        params: idParamSchema,
        response: { 200: sessionsEndedResponseSchema },
      },
    },
    async (request) => {
      const count = await endAllUserSessions(app.db, request.params.id, enderOf(request));
      return { success: true as const, message: SESSION_TEXTS.userSessionsEnded, count };
    },
  );
};
