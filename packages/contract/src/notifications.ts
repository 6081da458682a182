import { z } from 'zod';
import { listQuery } from './common';

/** In-app notifications (DECISIONS §10): GET /notifications, read one, read all. */

export const NOTIFICATION_KINDS = [
  'forgotten-exit',
  'correction-requested',
  'correction-decided',
  'correction-applied',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  notFound: 'Notificación no encontrada',
  allRead: 'Notificaciones marcadas como leídas',
  read: 'Notificación marcada como leída',
  preferencesSaved: 'Preferencias guardadas',
} as const;

export const notificationListQuerySchema = listQuery({
  unread: z
    .enum(['true', 'false'], { error: 'unread debe ser true o false' })
    .transform((value) => value === 'true')
    .optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  totalItems: z.number().int(),
  unread: z.number().int(),
});

/** PATCH /users/me/preferences. */
export const preferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'emailNotifications debe ser true o false' }),
});
export const preferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ emailNotifications: z.boolean() }),
});
