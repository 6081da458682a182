import { successSchema } from '@app/contract/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMessages } from '../users-messages';

/** Mails a new link to set the password; the previous link stops working. */
export async function resendVerification(id: number) {
  return api.post(`/users/${id}/resend-verification`, successSchema);
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    meta: { successMessage: userMessages.resent, errorMessage: userMessages.resendError },
  });
}
