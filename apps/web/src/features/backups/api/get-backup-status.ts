import { backupStatusResponseSchema, BACKUP_TEXTS, type BackupStatus } from '@app/contract/backups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /backups/status` (admin): the latest backup, and the warning of the admin's Inicio. */
export async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  const response = await api.get('/backups/status', backupStatusResponseSchema, { signal });
  return response.data;
}

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['backups', 'status'] as const,
    queryFn: ({ signal }) => getBackupStatus(signal),
    meta: { errorMessage: BACKUP_TEXTS.loadError },
  });

/** The latest backup and when the next one runs, for the admin's Inicio. */
export const useBackupStatus = () => useQuery(backupStatusQueryOptions());
