import { updateMeResponseSchema, type UpdateMeInput } from '@app/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveUser } from '../../../lib/session';
import { meQueryKey } from '../../auth/api/get-me';
import { ME_PATH } from '../../auth/api/paths';
import { accountMessages as text } from '../account-messages';

/** `PATCH /auth/me { name }`: the signed-in user's own name. */
export async function updateMe(input: UpdateMeInput) {
  return api.patch(ME_PATH, updateMeResponseSchema, { body: input });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    meta: { successMessage: text.nameSaved },
    // The shell's badge and every screen that reads the stored user show the new name at once.
    onSuccess: (answer) => {
      saveUser(answer.result);
      queryClient.setQueryData(meQueryKey, answer.result);
    },
  });
}
