import { describe, expect, it } from 'vitest';
import { makeSummaryRow, SUMMARY_ROWS } from '../../../test/analysis-test-data';
import { ariaSort, DEFAULT_SORT, nextSort, sortSummaryRows } from './summary-sort';

const names = (rows: { userName: string }[]) => rows.map((row) => row.userName);

describe('sorting the analysis table', () => {
  it('opens by user name A to Z, accents and case aside', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'userName', direction: 'asc' });
    expect(names(sortSummaryRows(SUMMARY_ROWS, DEFAULT_SORT))).toEqual([
      'Álvaro Ruiz',
      'Ana García',
      'Bruno Díaz',
    ]);
    expect(names(sortSummaryRows(SUMMARY_ROWS, { key: 'userName', direction: 'desc' }))).toEqual([
      'Bruno Díaz',
      'Ana García',
      'Álvaro Ruiz',
    ]);
  });

  it('sorts by a count or by hours either way, ties by name', () => {
    expect(
      names(sortSummaryRows(SUMMARY_ROWS, { key: 'arriveLateCount', direction: 'desc' })),
    ).toEqual(['Bruno Díaz', 'Ana García', 'Álvaro Ruiz']);
    expect(
      names(sortSummaryRows(SUMMARY_ROWS, { key: 'arriveLateCount', direction: 'asc' })),
    ).toEqual(['Álvaro Ruiz', 'Ana García', 'Bruno Díaz']);
    expect(
      names(sortSummaryRows(SUMMARY_ROWS, { key: 'leaveLateTotal', direction: 'desc' })),
    ).toEqual(['Ana García', 'Álvaro Ruiz', 'Bruno Díaz']);
    // Ties keep A to Z in both directions.
    const tied = [
      makeSummaryRow({ userId: 9, userName: 'Zoe' }),
      makeSummaryRow({ userId: 8, userName: 'Eva' }),
    ];
    expect(names(sortSummaryRows(tied, { key: 'leaveEarlyCount', direction: 'desc' }))).toEqual([
      'Eva',
      'Zoe',
    ]);
    expect(names(sortSummaryRows(tied, { key: 'leaveEarlyCount', direction: 'asc' }))).toEqual([
      'Eva',
      'Zoe',
    ]);
  });

  it('never changes the rows it was given', () => {
    const before = names(SUMMARY_ROWS);
    sortSummaryRows(SUMMARY_ROWS, { key: 'arriveEarlyTotal', direction: 'desc' });
    expect(names(SUMMARY_ROWS)).toEqual(before);
  });

  it('turns a column around on a second click; a new figure column starts from the largest', () => {
    expect(nextSort(DEFAULT_SORT, 'userName')).toEqual({ key: 'userName', direction: 'desc' });
    expect(nextSort({ key: 'userName', direction: 'desc' }, 'userName')).toEqual({
      key: 'userName',
      direction: 'asc',
    });
    expect(nextSort(DEFAULT_SORT, 'arriveLateTotal')).toEqual({
      key: 'arriveLateTotal',
      direction: 'desc',
    });
    expect(nextSort({ key: 'arriveLateTotal', direction: 'desc' }, 'arriveLateTotal')).toEqual({
      key: 'arriveLateTotal',
      direction: 'asc',
    });
    expect(nextSort({ key: 'arriveLateTotal', direction: 'asc' }, 'userName')).toEqual({
      key: 'userName',
      direction: 'asc',
    });
  });

  it('tells assistive technology which column sorts and how', () => {
    expect(ariaSort(DEFAULT_SORT, 'userName')).toBe('ascending');
    expect(ariaSort({ key: 'leaveLateCount', direction: 'desc' }, 'leaveLateCount')).toBe(
      'descending',
    );
    expect(ariaSort(DEFAULT_SORT, 'leaveLateCount')).toBeUndefined();
  });
});
