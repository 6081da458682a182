import { idParamSchema } from '@app/contract/common';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  NOTIFICATION_TEXTS,
  preferencesResponseSchema,
  preferencesSchema,
} from '@app/contract/notifications';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { toNotification } from './notification-dto';
import {
  listNotifications,
  preferencesOf,
  readAllNotifications,
  readNotification,
  savePreferences,
  type NotificationsDeps,
} from './notifications.service';

const TAG = 'Notificaciones';

/** The signed-in user's notifications and mail preference (DECISIONS §10). */
export const notificationsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: NotificationsDeps = { db: app.db, clock: app.clock };

  app.get(
    '/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, unread } = await listNotifications(
        deps,
        currentUser(request),
        request.query,
      );
      return {
        success: true as const,
        data: rows.map((row) => toNotification(app.clock, row)),
        totalItems: total,
        unread,
      };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: notificationsReadAllResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: NOTIFICATION_TEXTS.allRead,
      count: await readAllNotifications(deps, currentUser(request)),
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        response: { 200: notificationReadResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: NOTIFICATION_TEXTS.read,
      data: toNotification(
        app.clock,
        await readNotification(deps, currentUser(request), request.params.id),
      ),
    }),
  );

  app.get(
    '/users/me/preferences',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: preferencesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await preferencesOf(deps, currentUser(request)),
    }),
  );

  app.patch(
    '/users/me/preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: preferencesSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: NOTIFICATION_TEXTS.preferencesSaved,
      data: await savePreferences(deps, currentUser(request), request.body),
    }),
  );
};
