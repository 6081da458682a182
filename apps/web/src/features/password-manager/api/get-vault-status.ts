import { vaultStatusResponseSchema } from '@app/contract/password-manager';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vaultStatusKey } from './vault-keys';

/** `GET /password-manager/status` → `{ configured }` (no security password needed). */
export async function getVaultStatus(signal?: AbortSignal) {
  const response = await api.get('/password-manager/status', vaultStatusResponseSchema, { signal });
  return { configured: response.configured };
}

export const vaultStatusQueryOptions = () =>
  queryOptions({
    queryKey: vaultStatusKey,
    queryFn: ({ signal }) => getVaultStatus(signal),
    staleTime: 0,
  });

export const useVaultStatus = () => useQuery(vaultStatusQueryOptions());
