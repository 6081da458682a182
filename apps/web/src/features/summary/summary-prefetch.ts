import type { QueryClient } from '@tanstack/react-query';
import { companyToday } from '../../lib/company-time';
import { backupStatusQueryOptions } from '../backups/api/get-backup-status';
import { summaryQueryOptions } from './api/get-summary';
import { readSummaryAddress, summaryRange } from './utils/summary-period';

/**
 * Asks for what 'Inicio' shows first (the summary of the period the address names; for the admin
 * the backups' card) while the app is still starting, as `SummaryDashboard` and `BackupCard` ask.
 */
export function prefetchDashboard(queryClient: QueryClient, url: URL, admin: boolean) {
  const { view, anchor } = readSummaryAddress(url.searchParams);
  void queryClient.prefetchQuery(summaryQueryOptions(summaryRange(view, anchor ?? companyToday())));
  if (admin) void queryClient.prefetchQuery(backupStatusQueryOptions());
}
