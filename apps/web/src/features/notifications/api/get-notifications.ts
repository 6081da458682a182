import { notificationListResponseSchema } from '@app/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationMessages as text } from '../notifications-messages';

export const notificationsKey = ['notifications'] as const;
/** How many of the latest notifications the bell's list shows. */
export const BELL_LIMIT = 8;
/** The bell asks again this often while the page is open (the count of a new forgotten exit). */
const REFRESH_MS = 60_000;

/** `GET /notifications?page&limit`: the latest, newest first, with the count of unread ones. */
export async function getNotifications(limit: number, signal?: AbortSignal) {
  const response = await api.get('/notifications', notificationListResponseSchema, {
    query: { page: 1, limit },
    signal,
  });
  return { rows: response.data, total: response.totalItems, unread: response.unread };
}

export const notificationsQueryOptions = (limit = BELL_LIMIT) =>
  queryOptions({
    queryKey: [...notificationsKey, limit] as const,
    queryFn: ({ signal }) => getNotifications(limit, signal),
    meta: { errorMessage: text.loadError },
  });

/** The bell's read: asked for once `enabled`, then every minute and on coming back to the tab. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    ...notificationsQueryOptions(),
    enabled,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
