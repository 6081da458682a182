import { idParamSchema, successSchema } from '@app/contract/common';
import {
  shareableUserListResponseSchema,
  updateUserSchema,
  userItemResponseSchema,
  userListResponseSchema,
} from '@app/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN, ADMIN_OFFICE } from '../../lib/access';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { sendBody, versionedBodies } from '../../lib/versioned-cache';
import { currentUser } from '../../plugins/auth';
import { auditActorOf } from '../audit/audit.queries';
import { sendVerificationMail } from '../auth/auth.queries';
import { findUserById } from './users.queries';
import { listShareableUsers, listUsers } from './users.repository';
import { deactivateUser, editUser, reactivateUser } from './users.service';
import { USERS_TEXTS } from '@app/contract/users';

const TAG = 'Usuarios';

const usersListDoc: z.ZodType = userListResponseSchema;

/** The whole list, checked against its schema once per change and kept as JSON text. */
const usersListBodies = versionedBodies({ lists: ['users'], maxBytes: 8_000_000 });
const usersListBody = (db: Db) =>
  usersListBodies(db, 'all', async () => {
    const data = await listUsers(db);
    return Buffer.from(
      JSON.stringify(
        userListResponseSchema.parse({ success: true, data, totalItems: data.length }),
      ),
    );
  });

export const usersRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    {
      config: { access: ADMIN_OFFICE },
      // Documented by the schema; the body is rendered (and checked) by usersListBody.
      schema: { tags: [TAG], response: { 200: usersListDoc } },
    },
    async (request, reply) =>
      // The rendered list is reused while no user changed (lib/versioned-cache).
      sendBody(request, reply, await usersListBody(app.db)),
  );

  app.get(
    '/users/shareable',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: shareableUserListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listShareableUsers(app.db, currentUser(request).id),
    }),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateUserSchema,
        response: { 200: userItemResponseSchema },
      },
    },
    async (request) => {
      const user = await editUser(app.db, request.params.id, request.body, auditActorOf(request));
      return { success: true as const, message: USERS_TEXTS.updated, data: user, result: user };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await deactivateUser(app.db, currentUser(request), request.params.id, auditActorOf(request));
      return { success: true as const, message: USERS_TEXTS.deleted };
    },
  );

  app.post(
    '/users/:id/reactivate',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: userItemResponseSchema } },
    },
    async (request) => {
      const user = await reactivateUser(app.db, request.params.id, auditActorOf(request));
      return { success: true as const, message: USERS_TEXTS.reactivated, data: user, result: user };
    },
  );

  app.post(
    '/users/:id/resend-verification',
    {
      config: { access: ADMIN, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound(USERS_TEXTS.notFound);
      if (!user.active) throw conflict(USERS_TEXTS.inactive);
      if (user.verified) throw conflict(USERS_TEXTS.alreadyVerified);
      // Decorators live on the root instance's prototype chain: spreading `app` would lose them.
      const sent = await sendVerificationMail(
        {
          db: app.db,
          mailer: app.mailer,
          log: request.log,
          appUrl: app.config.appUrl,
          clock: app.clock,
        },
        user,
      );
      if (!sent) throw new AppError('UNAVAILABLE', 503, USERS_TEXTS.inviteFailed);
      return { success: true as const, message: USERS_TEXTS.invited };
    },
  );
};
