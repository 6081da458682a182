import { timesheetFileName, timesheetZipName } from '@app/contract/timesheets';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timesheetMessages as text } from '../timesheets/timesheet-messages';

/** One worker's month, or everyone's (`userId: 'all'`, admin and office). */
export type TimesheetRequest = {
  month: string;
  /** Omitted: the signed-in user's own. */
  userId?: number | 'all';
  /** For the fallback file name when the answer names none. */
  userName?: string;
};

/**
 * `GET /timesheets?userId&month` → the 'Registro de jornada' PDF of one worker (DECISIONS §11), or
 * `GET /timesheets/all?month` → a ZIP of everyone's; saved under the server's name.
 */
export function downloadTimesheet({ month, userId, userName }: TimesheetRequest) {
  if (userId === 'all') {
    return api.downloadFile({
      path: '/timesheets/all',
      query: { month },
      fallbackName: timesheetZipName(month),
    });
  }
  return api.downloadFile({
    path: '/timesheets',
    query: userId === undefined ? { month } : { month, userId },
    fallbackName: timesheetFileName(userName ?? '', month),
  });
}

/** The download, with its toast once saved; a failure stays in the dialog (no toast). */
export function useDownloadTimesheet() {
  return useMutation({
    mutationFn: downloadTimesheet,
    meta: { successMessage: text.done },
  });
}
