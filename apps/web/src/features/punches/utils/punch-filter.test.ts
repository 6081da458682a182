import { describe, expect, it } from 'vitest';
import {
  currentMonthFilter,
  isRangeValid,
  readPunchScreen,
  writePunchScreen,
} from './punch-filter';

const TODAY = '2026-02-14';

describe('punch screen filter', () => {
  it('defaults to the current month, page 1 and the records tab', () => {
    expect(currentMonthFilter(TODAY)).toEqual({
      fromDate: '2026-02-01',
      toDate: '2026-02-28',
      usersIds: [],
    });
    expect(currentMonthFilter('2028-02-10').toDate).toBe('2028-02-29');
    expect(currentMonthFilter('2026-12-31')).toMatchObject({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
    });
    expect(readPunchScreen(new URLSearchParams(), TODAY)).toEqual({
      filter: { fromDate: '2026-02-01', toDate: '2026-02-28', usersIds: [] },
      page: 1,
      tab: 'records',
    });
  });

  it('reads the address and ignores what it cannot read', () => {
    const state = readPunchScreen(
      new URLSearchParams(
        'desde=2026-01-05&hasta=2026-13-40&usuarios=3,x,7,3,-2&pagina=0&vista=analisis',
      ),
      TODAY,
    );
    expect(state).toEqual({
      filter: { fromDate: '2026-01-05', toDate: '2026-02-28', usersIds: [3, 7] },
      page: 1,
      tab: 'analysis',
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const month = currentMonthFilter(TODAY);
    expect(writePunchScreen({ filter: month, page: 1, tab: 'records' }, TODAY).toString()).toBe('');
    const state = {
      filter: { fromDate: '2026-01-01', toDate: '2026-01-31', usersIds: [4, 9] },
      page: 3,
      tab: 'analysis' as const,
    };
    const written = writePunchScreen(state, TODAY);
    expect(written.toString()).toBe(
      'desde=2026-01-01&hasta=2026-01-31&usuarios=4%2C9&pagina=3&vista=analisis',
    );
    expect(readPunchScreen(written, TODAY)).toEqual(state);
  });

  it('tells a backwards range', () => {
    expect(isRangeValid({ fromDate: '2026-02-02', toDate: '2026-02-01', usersIds: [] })).toBe(
      false,
    );
    expect(isRangeValid({ fromDate: '2026-02-01', toDate: '2026-02-01', usersIds: [] })).toBe(true);
  });
});
