import { credentialListResponseSchema } from '@app/contract/password-manager';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { FilterValues } from '../../../components/list-page/use-list-filters';
import { api } from '../../../lib/api-client';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { useVaultSession } from '../vault/vault-session';
import { credentialsKey, vaultHeaders } from './vault-keys';

/** The filters of SPEC §2 as the address holds them ('' = not filtered). */
export type CredentialFilterValues = FilterValues<'name' | 'username' | 'website'>;
export type CredentialsQuery = CredentialFilterValues & { page: number; limit: number };

/** `GET /password-manager`: a page of the credentials the caller may see, without passwords. */
export async function getCredentials(key: string, query: CredentialsQuery, signal?: AbortSignal) {
  const response = await api.get('/password-manager', credentialListResponseSchema, {
    query,
    signal,
    headers: vaultHeaders(key),
  });
  return { rows: response.data, total: response.pagination.total };
}

export function useCredentials(query: CredentialsQuery) {
  const vault = useVaultSession();
  return useQuery({
    queryKey: [...credentialsKey, 'list', query] as const,
    queryFn: ({ signal }) =>
      vault.call((key) => getCredentials(key, query, signal), text.loadError),
    enabled: vault.unlocked,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const FIRST_ROW = { name: '', username: '', website: '', page: 1, limit: 1 };

/**
 * Tries a security password on the list (one row) before the vault keeps it. No `meta` toast: the
 * unlock dialog shows a wrong password, or too many tries, under its field (docs/decisions/084).
 */
export const useTryVaultKey = () =>
  useMutation({ mutationFn: (key: string) => getCredentials(key, FIRST_ROW) });
