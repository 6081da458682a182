import { exceptionListResponseSchema } from '@app/contract/punch-exceptions';
import { punchSummaryResponseSchema } from '@app/contract/punches';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_ROWS } from '../../../test/analysis-test-data';
import { answer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { PunchAnalysis } from './punch-analysis';

const FILTER = { fromDate: '2026-11-01', toDate: '2026-11-30', usersIds: [] };

/** `POST /api/punches/summary` answers each call with the next of `answers` (the last one repeats). */
function mockSummary(...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  stubApi({
    'POST /api/punches/summary': ({ body }) => {
      bodies.push(body);
      return answers[Math.min(bodies.length - 1, answers.length - 1)]!();
    },
  });
  return bodies;
}
const ok =
  (rows = SUMMARY_ROWS) =>
  () =>
    answer(punchSummaryResponseSchema, { success: true, data: rows });
/** A failure without a message of its own: the screen's text shows (SPEC §8). */
const failed = () => new Response('', { status: 500 });

function renderAnalysis() {
  renderWithProviders(<PunchAnalysis filter={FILTER} />);
}

const table = () => screen.getByRole('table', { name: /Análisis de punches por usuario/ });
/** The text of every body row and the footer, cell by cell. */
const lines = () =>
  within(table())
    .getAllByRole('row')
    .slice(2)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const firstColumn = () => lines().map((cells) => cells[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Análisis de punches', () => {
  it('asks for the filter and shows the cards, the table by name and TOTALES', async () => {
    const bodies = mockSummary(ok());
    renderAnalysis();
    expect(screen.getByRole('status', { name: 'Cargando análisis' })).toBeTruthy();
    await screen.findByRole('table');
    expect(bodies).toEqual([FILTER]);

    const cards = within(screen.getByRole('list', { name: 'Resumen del período' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      'Llegadas tempranasCantidad3Horas35 min',
      'Llegadas tardeCantidad6Horas18 min',
      'Salidas tempranasCantidad1Horas10 min',
      'Salidas tardeCantidad5Horas3 h 15 min',
    ]);

    expect(lines()).toEqual([
      ['Álvaro Ruiz', '1', '5 min', '0', '0 min', '0', '0 min', '1', '1 h'],
      ['Ana García', '2', '30 min', '1', '6 min', '0', '0 min', '4', '2 h 15 min'],
      ['Bruno Díaz', '0', '0 min', '5', '12 min', '1', '10 min', '0', '0 min'],
      ['TOTALES', '3', '35 min', '6', '18 min', '1', '10 min', '5', '3 h 15 min'],
    ]);
    expect(
      within(table()).getByRole('columnheader', { name: 'Usuario' }).getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('sorts by any column from its header, by mouse or keyboard, keeping TOTALES last', async () => {
    mockSummary(ok());
    const user = userEvent.setup();
    renderAnalysis();
    await screen.findByRole('table');

    const late = screen.getByRole('button', { name: 'Llegadas tarde, Cantidad' });
    await user.click(late);
    expect(firstColumn()).toEqual(['Bruno Díaz', 'Ana García', 'Álvaro Ruiz', 'TOTALES']);
    expect(late.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(
      screen.getByRole('columnheader', { name: 'Usuario' }).getAttribute('aria-sort'),
    ).toBeNull();

    late.focus();
    await user.keyboard('{Enter}');
    expect(late.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Álvaro Ruiz', 'Ana García', 'Bruno Díaz', 'TOTALES']);

    await user.click(screen.getByRole('button', { name: 'Salidas tarde, Horas' }));
    expect(firstColumn()).toEqual(['Ana García', 'Álvaro Ruiz', 'Bruno Díaz', 'TOTALES']);

    await user.click(screen.getByRole('button', { name: 'Usuario' }));
    await user.click(screen.getByRole('button', { name: 'Usuario' }));
    expect(firstColumn()).toEqual(['Bruno Díaz', 'Ana García', 'Álvaro Ruiz', 'TOTALES']);
  });

  it('exports the table as shown, with TOTALES, named after the range', async () => {
    mockSummary(ok());
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:analysis';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderAnalysis();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Llegadas tarde, Cantidad' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(names).toEqual(['analisis-punches-2026-11-01-a-2026-11-30.csv']);
    const csv = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toMatch(
      /^Usuario,Llegadas tempranas \(cantidad\),Llegadas tempranas \(horas\),/,
    );
    expect(csv.slice(1, 5).map((line) => line.split(',')[0])).toEqual([
      'Bruno Díaz',
      'Ana García',
      'Álvaro Ruiz',
      'TOTALES',
    ]);
  });

  it('says so when there is nothing in the range and cannot export', async () => {
    mockSummary(ok([]));
    renderAnalysis();
    expect(await screen.findByText('No hay datos para mostrar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure and loads again with Reintentar', async () => {
    mockSummary(failed, ok());
    const user = userEvent.setup();
    renderAnalysis();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al obtener el análisis de punches');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('table');
  });

  it('switches to Gráficos with the arrow keys and loads the charts', async () => {
    mockSummary(ok());
    const user = userEvent.setup();
    renderAnalysis();
    await screen.findByRole('table');
    const tableTab = screen.getByRole('tab', { name: 'Tabla' });
    expect(tableTab.getAttribute('aria-selected')).toBe('true');
    tableTab.focus();
    await user.keyboard('{ArrowRight}');
    const chartsTab = screen.getByRole('tab', { name: 'Gráficos' });
    await waitFor(() => expect(chartsTab.getAttribute('aria-selected')).toBe('true'));
    expect(screen.queryByRole('table')).toBeNull();

    expect(
      // The charts' code (recharts) loads on demand: give it longer than a plain render.
      await screen.findByRole(
        'img',
        { name: /Gráfico de barras: cantidad de eventos por usuario, 3 usuarios/ },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /Gráfico de barras: horas por usuario/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Gráfico circular/ })).toBeTruthy();
    const shares = within(
      screen.getByRole('figure', { name: 'Distribución total de eventos' }),
    ).getAllByRole('listitem');
    expect(shares.map((item) => item.textContent)).toEqual([
      'Llegadas tempranas320.0%',
      'Llegadas tarde640.0%',
      'Salidas tempranas16.7%',
      'Salidas tarde533.3%',
    ]);
    expect(
      screen.getByText(/Llegadas tarde: el valor más alto es de Bruno Díaz \(5\)/),
    ).toBeTruthy();
  });
  it('says how many punches of the filter are sin salida, counted as 0 hours', async () => {
    const api = stubApi({
      'POST /api/punches/summary': ok(),
      'GET /api/punch-exceptions': () =>
        answer(exceptionListResponseSchema, {
          success: true,
          data: [],
          totalItems: 2,
          counts: {
            'missing-out': 2,
            'no-show': 0,
            'late-in': 0,
            'early-out': 0,
            'pending-correction': 0,
          },
        }),
    });
    renderAnalysis();
    expect(
      await screen.findByText('2 punches sin salida cuentan 0 horas hasta que se corrijan.'),
    ).toBeTruthy();
    const asked = api.of('GET', '/api/punch-exceptions')[0]!.query;
    expect([asked.get('fromDate'), asked.get('toDate'), asked.get('type')]).toEqual([
      '2026-11-01',
      '2026-11-30',
      'missing-out',
    ]);
  });
  it("marks under each user their punches sin salida and the ones marked 'Corregido'", async () => {
    const [ana, luis, marta] = SUMMARY_ROWS; // rows in the API's order
    mockSummary(
      ok([
        { ...ana!, missingOutCount: 1 },
        { ...luis!, correctedCount: 3 },
        { ...marta!, missingOutCount: 2, correctedCount: 1 },
      ]),
    );
    renderAnalysis();
    await screen.findByRole('table');
    const names = within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        `${ana!.userName}1 sin salida`,
        `${luis!.userName}3 corregidos`,
        `${marta!.userName}2 sin salida1 corregido`,
      ]),
    );
  });
});
