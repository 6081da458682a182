import type { PunchSummaryRow } from '@app/contract/punches';
import { ariaSort as columnAriaSort } from '../../../components/ui/sort-button';
import type { FigureKey } from './punch-events';

export type SortKey = 'userName' | FigureKey;
export type SortDirection = 'asc' | 'desc';
export type SortState = { key: SortKey; direction: SortDirection };

/** The table opens sorted by user name, A to Z (as the API sends it). */
export const DEFAULT_SORT: SortState = { key: 'userName', direction: 'asc' };

const names = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const byName = (a: PunchSummaryRow, b: PunchSummaryRow) =>
  names.compare(a.userName, b.userName) || a.userId - b.userId;

/**
 * The rows in the order of a column. Ties on a figure fall back to the user name A to Z, whatever
 * the direction, so the order is stable and predictable. Returns a new array.
 */
export function sortSummaryRows(
  rows: readonly PunchSummaryRow[],
  sort: SortState,
): PunchSummaryRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { key } = sort;
  const compare =
    key === 'userName'
      ? (a: PunchSummaryRow, b: PunchSummaryRow) => sign * byName(a, b)
      : (a: PunchSummaryRow, b: PunchSummaryRow) => sign * (a[key] - b[key]) || byName(a, b);
  return [...rows].sort(compare);
}

/**
 * The sort after a click on a column header: the same column turns around; another column starts
 * A to Z for the name and from the largest figure for counts and hours (who arrives late the most).
 */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'userName' ? 'asc' : 'desc' };
}

/** The `aria-sort` value of a column header. */
export const ariaSort = (sort: SortState, key: SortKey) =>
  columnAriaSort(sort.key === key && sort.direction);
