import { vaultActivityResponseSchema, type VaultAction } from '@app/contract/password-manager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { useVaultSession } from '../vault/vault-session';
import { vaultActivityKey, vaultHeaders } from './vault-keys';

export type VaultActivityQuery = { action: VaultAction | ''; page: number; limit: number };

/** `GET /password-manager/activity` (admins): the log, newest first. */
export async function getVaultActivity(
  key: string,
  query: VaultActivityQuery,
  signal?: AbortSignal,
) {
  const response = await api.get('/password-manager/activity', vaultActivityResponseSchema, {
    query,
    signal,
    headers: vaultHeaders(key),
  });
  return { rows: response.data, total: response.pagination.total };
}

export function useVaultActivity(query: VaultActivityQuery) {
  const vault = useVaultSession();
  return useQuery({
    queryKey: [...vaultActivityKey, query] as const,
    queryFn: ({ signal }) =>
      vault.call((key) => getVaultActivity(key, query, signal), text.activityError),
    enabled: vault.unlocked,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
