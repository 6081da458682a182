import { getShiftsResponseSchema, type WeekRow } from '@app/contract/shifts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { answer, stubApi } from '../../../test/api-stub';
import { periodOf } from '../utils/period';
import { FIRST_ROWS, firstRowsQueryOptions, useShifts } from './get-shifts';

const MONDAY = '2026-11-23';
const TEAM = 45;
const row = (id: number): WeekRow => ({
  id,
  name: `Persona ${String(id).padStart(2, '0')}`,
  totalHours: [{ sum: { hours: 0 } }],
  days: [],
  absences: [],
});

function serveWeek() {
  return stubApi({
    'POST /api/shifts/get-shifts': ({ body }) => {
      const { firstUsers } = body as { firstUsers?: number };
      const rows = Array.from({ length: TEAM }, (_, index) => row(index + 1));
      return answer(getShiftsResponseSchema, {
        success: true,
        view: 'week',
        startofweek: MONDAY,
        holidays: [],
        ...(firstUsers === undefined
          ? { shifts: rows }
          : { shifts: rows.slice(0, firstUsers), usersTotal: TEAM }),
      });
    },
  });
}

function Rows() {
  const calendar = useShifts(periodOf('week', MONDAY));
  if (!calendar.data) return <p>Cargando</p>;
  return <p>{`${calendar.data.shifts.length} filas`}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useShifts', () => {
  it('draws the first rows of a week, then asks for it whole', async () => {
    const api = serveWeek();
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(`${FIRST_ROWS} filas`)).toBeTruthy();
    expect(await screen.findByText(`${TEAM} filas`)).toBeTruthy();
    expect(api.of('POST', '/api/shifts/get-shifts').map((call) => call.body)).toEqual([
      { startofweek: MONDAY, firstUsers: FIRST_ROWS },
      { startofweek: MONDAY },
    ]);
  });

  it('draws a week read before whole at once, and refreshes it whole', async () => {
    const api = serveWeek();
    const client = createQueryClient();
    const first = render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(`${TEAM} filas`)).toBeTruthy();
    first.unmount();
    // Whatever else is kept: the first rows may have been dropped by then.
    client.removeQueries({ queryKey: firstRowsQueryOptions(periodOf('week', MONDAY)).queryKey });
    await client.invalidateQueries();
    const before = api.calls.length;

    render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    expect(screen.getByText(`${TEAM} filas`)).toBeTruthy();
    await vi.waitFor(() => expect(api.calls.length).toBe(before + 1));
    expect(api.calls.at(-1)!.body).toEqual({ startofweek: MONDAY });
  });
});
