import { usePeriods } from '../api/periods';

/**
 * Whether the month (`YYYY-MM`) is closed, read from `GET /periods`, so a correction dialog says so
 * before the user tries (DECISIONS §10). Unknown (still loading or failed) counts as open: the
 * server refuses with the same words anyway.
 */
export function useClosedMonth(month: string | null) {
  const periods = usePeriods();
  if (!month) return false;
  return periods.data?.some((period) => period.month === month && period.closed) ?? false;
}
