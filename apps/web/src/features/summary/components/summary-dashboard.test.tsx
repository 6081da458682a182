import { summaryResponseSchema, type SummaryResponse } from '@app/contract/summary';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { notify } from '../../../lib/notify';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { SummaryDashboard } from './summary-dashboard';

/** The summary of a range: every period at zero, but for the figures given. */
function summaryOf(
  url: URL,
  figures: Record<string, { income?: number; expense?: number }> = {},
): SummaryResponse {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const byMonth = url.searchParams.get('groupBy') === 'month';
  const periods: string[] = [];
  if (byMonth) {
    for (let m = 1; m <= 12; m++) periods.push(`${from.slice(0, 4)}-${String(m).padStart(2, '0')}`);
  } else {
    for (let d = new Date(`${from}T12:00:00Z`); d.toISOString().slice(0, 10) <= to;) {
      periods.push(d.toISOString().slice(0, 10));
      d.setUTCDate(d.getUTCDate() + 1);
    }
  }
  const incomes = periods.map((period) => ({ period, totalIncome: figures[period]?.income ?? 0 }));
  const expenses = periods.map((period) => ({
    period,
    totalExpense: figures[period]?.expense ?? 0,
  }));
  const income = incomes.reduce((sum, row) => sum + row.totalIncome, 0);
  const expense = expenses.reduce((sum, row) => sum + row.totalExpense, 0);
  return {
    success: true,
    data: { incomes, expenses, totals: { income, expense, balance: income - expense } },
  };
}

/** Answers `GET /api/summary` through `reply`; returns the queries asked, as `from..to groupBy`. */
function mockSummary(reply: (url: URL) => Response) {
  const asked: string[] = [];
  stubApi({
    'GET /api/summary': ({ path, query }) => {
      asked.push(`${query.get('from')}..${query.get('to')} ${query.get('groupBy')}`);
      return reply(new URL(`${path}?${query}`, 'http://localhost'));
    },
  });
  return asked;
}

function renderDashboard(path = '/dashboard') {
  renderWithProviders(<SummaryDashboard />, { route: path });
}

beforeEach(() => {
  setCompanyTimeZone('America/Bogota');
  // 1 January 2026, 10:00 in Bogotá: a Thursday whose week began in 2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('Resumen', () => {
  it('opens on the current year by month, with the totals and the balance', async () => {
    const asked = mockSummary((url) =>
      answer(
        summaryResponseSchema,
        summaryOf(url, { '2026-01': { income: 1234.5, expense: 2000 } }) satisfies SummaryResponse,
      ),
    );
    renderDashboard();
    expect(heading()).toBe('Resumen Anual');
    expect(screen.getByRole('status', { name: 'Cargando resumen' })).toBeTruthy();
    await screen.findByText('$1,234.50');
    expect(asked).toEqual(['2026-01-01..2026-12-31 month']);
    expect(screen.getByText('$2,000.00')).toBeTruthy();
    expect(screen.getByTestId('summary-balance').textContent).toBe('-$765.50');
    expect(
      screen.getByRole('img', { name: 'Gráfico de barras: Resumen Anual, 2026' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hoy' }).hasAttribute('disabled')).toBe(true);
  });

  it('switches to a Monday–Sunday week across the year, moves and comes back with Hoy', async () => {
    const user = userEvent.setup();
    const asked = mockSummary((url) =>
      answer(summaryResponseSchema, summaryOf(url, { '2025-12-30': { income: 10 } })),
    );
    renderDashboard();
    await screen.findByText('$0.00', { selector: '.text-red-700' });

    await user.click(screen.getByRole('button', { name: 'Semanal' }));
    expect(heading()).toBe('Resumen Semanal');
    expect(screen.getByText('29 dic 2025 – 4 ene 2026')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toBe('2025-12-29..2026-01-04 day'));
    expect(screen.getByRole('button', { name: 'Semanal' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2025-12-22..2025-12-28 day'));
    expect(screen.getByText('22 – 28 dic 2025')).toBeTruthy();
    // Nothing in that week: the empty state of SPEC §8.
    await screen.findByText('No se encontraron datos para el período seleccionado');

    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    await waitFor(() => expect(screen.getByText('29 dic 2025 – 4 ene 2026')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Mensual' }));
    expect(heading()).toBe('Resumen Mensual');
    await waitFor(() => expect(asked.at(-1)).toBe('2026-01-01..2026-01-31 day'));
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2025-12-01..2025-12-31 day'));
    expect(screen.getByText('Diciembre 2025')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anual' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2025-01-01..2025-12-31 month'));
  });

  it('says so when every figure of the period is zero', async () => {
    mockSummary((url) => answer(summaryResponseSchema, summaryOf(url)));
    renderDashboard('/dashboard?resumen=mensual&fecha=2026-03-10');
    await screen.findByText('No se encontraron datos para el período seleccionado');
    expect(heading()).toBe('Resumen Mensual');
    expect(screen.queryByRole('img', { name: /Gráfico de barras/ })).toBeNull();
    expect(screen.getByTestId('summary-balance').textContent).toBe('$0.00');
  });

  it('shows the server message in a toast and in place of the chart when the call fails', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    mockSummary(() => errorAnswer(400, 'VALIDATION_ERROR', 'El período es demasiado largo'));
    renderDashboard();
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toContain('El período es demasiado largo');
    expect(toast).toHaveBeenCalledWith('El período es demasiado largo');
  });

  it('falls back to its own text when the server says nothing', async () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    mockSummary(() => new Response('', { status: 500 }));
    renderDashboard();
    await screen.findByRole('alert');
    expect(toast).toHaveBeenCalledWith('Error al obtener el resumen');
  });
});
