import { notificationReadResponseSchema } from '@app/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationMessages as text } from '../notifications-messages';
import { notificationsKey } from './get-notifications';

/** `POST /notifications/:id/read`. */
export async function readNotification(id: number) {
  return api.post(`/notifications/${id}/read`, notificationReadResponseSchema);
}

/** Opening a notification marks it read: no toast for that, only for a failure. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    meta: { errorMessage: text.readError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
