import { z } from 'zod';
import { listQuery } from './common';

/** In-app notifications (DECISIONS §10): GET /notifications, read one, read all. */

export const NOTIFICATION_KINDS = [
  'forgotten-exit',
  'correction-requested',
  'correction-decided',
  'correction-applied',
  // DECISIONS §11
  'absence-requested',
  'absence-decided',
  'absence-entered',
  'shifts-published',
  'shift-changed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = {
  notFound: 'Notificación no encontrada',
  allRead: 'Notificaciones marcadas como leídas',
  read: 'Notificación marcada como leída',
  preferencesSaved: 'Preferencias guardadas',
  forgottenExitTitle: 'Salida sin registrar',
  /** The day as DD/MM/YYYY (DECISIONS §10: the widget's words). */
  forgottenExitBody: (day: string) =>
    `Tienes una salida sin registrar del ${day}. Solicita la corrección indicando la hora a la que saliste.`,
  /** The mail's button and its footer. */
  mailAction: 'Abrir en Back Office',
  mailFooter:
    'Recibes este correo porque tienes activadas las notificaciones por correo. Puedes desactivarlas en tu cuenta.',
} as const;

/** The address of the correction request for a punch left without exit (the widget opens it). */
export const forgottenExitLink = (punchId: number) => `/?correccion=${punchId}`;

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
  /** The user's unread notifications, whatever the filter and page (the bell's count). */
  unread: z.number().int(),
});

/** POST /notifications/{id}/read (params: common's idParamSchema). */
export const notificationReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: notificationSchema,
});

/** POST /notifications/read-all: how many were unread. */
export const notificationsReadAllResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  count: z.number().int(),
});

/** PATCH /users/me/preferences (GET reads them: no message). */
export const preferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'emailNotifications debe ser true o false' }),
});
export const preferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ emailNotifications: z.boolean() }),
});
