import { notificationsReadAllResponseSchema } from '@app/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationMessages as text } from '../notifications-messages';
import { notificationsKey } from './get-notifications';

/** `POST /notifications/read-all`: every unread notification of the user. */
export async function readAllNotifications() {
  return api.post('/notifications/read-all', notificationsReadAllResponseSchema);
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    meta: { successMessage: text.allRead, errorMessage: text.readAllError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
