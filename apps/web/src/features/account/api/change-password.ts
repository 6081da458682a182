import { messageResponseSchema, type ChangePasswordInput } from '@app/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountMessages as text } from '../account-messages';

/**
 * `POST /auth/change-password { currentPassword, newPassword }`: this session stays, the user's
 * other sessions end. A refusal is shown in the form (once), not in a toast.
 */
export async function changePassword(input: ChangePasswordInput) {
  return api.post('/auth/change-password', messageResponseSchema, { body: input });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { successMessage: text.passwordChanged } });
