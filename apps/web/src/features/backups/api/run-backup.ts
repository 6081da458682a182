import { backupRunResponseSchema, BACKUP_TEXTS } from '@app/contract/backups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { backupStatusQueryOptions } from './get-backup-status';

/** `POST /backups/run` (admin): 'Hacer copia ahora'. */
export const runBackup = () => api.post('/backups/run', backupRunResponseSchema);

export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBackup,
    meta: { successMessage: BACKUP_TEXTS.made, errorMessage: BACKUP_TEXTS.runError },
    // Success or failure, the card shows the run as the server recorded it.
    onSettled: () => queryClient.invalidateQueries(backupStatusQueryOptions()),
  });
}
