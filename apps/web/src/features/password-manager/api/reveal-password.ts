import { credentialPasswordResponseSchema } from '@app/contract/password-manager';
import { api } from '../../../lib/api-client';
import { vaultHeaders } from './vault-keys';

/**
 * `GET /password-manager/{id}/password`: one password (the server records it as a reveal). Never
 * cached: it is asked for each time it is shown, copied or edited.
 */
export async function revealPassword(key: string, id: number): Promise<string> {
  const response = await api.get(
    `/password-manager/${id}/password`,
    credentialPasswordResponseSchema,
    {
      headers: vaultHeaders(key),
    },
  );
  return response.data.password;
}
