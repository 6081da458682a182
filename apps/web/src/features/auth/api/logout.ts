import { messageResponseSchema } from '@app/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Revokes the session on the server. */
export async function logout() {
  return api.post('/auth/logout', messageResponseSchema);
}

/** Signs out: the server call may fail (offline, session already gone), the browser signs out anyway. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      sessionStorage.clear();
      queryClient.clear();
    },
  });
}
