import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The path of a signed link without its signature, so a fresh link to the same file hits the cache. */
const fileOf = (link: string) => link.split('?')[0];

/**
 * `GET /files/{key}?expires&sig`: a punch photo's bytes, fetched with the Bearer token (a signed
 * link cannot go straight into `<img src>`).
 */
export async function getPunchPhoto(link: string, signal?: AbortSignal): Promise<Blob> {
  return api.blob(link, signal);
}

export const punchPhotoOptions = (link: string) =>
  queryOptions({
    queryKey: ['punches', 'photo', fileOf(link)],
    queryFn: ({ signal }) => getPunchPhoto(link, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });

export const usePunchPhoto = (link: string) => useQuery(punchPhotoOptions(link));
