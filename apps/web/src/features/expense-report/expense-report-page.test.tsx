import { categoryListResponseSchema } from '@app/contract/categories';
import { areaListResponseSchema } from '@app/contract/areas';
import { reportResponseSchema, type ReportResponse } from '@app/contract/expense-report';
import { supplierListResponseSchema } from '@app/contract/suppliers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { ExpenseReportPage } from './expense-report-page';
import { EMPTY_REPORT, REPORT } from '../../test/report-test-data';

/** Answers the report and the three catalogs; returns the report queries asked. */
function stubReportApi(report: () => Response = () => answer(reportResponseSchema, REPORT)) {
  const asked: string[] = [];
  stubApi({
    'GET /api/expenses/report': (call) => {
      const search = call.query.toString();
      asked.push(search ? `?${search}` : '');
      return report();
    },
    'GET /api/categories': () =>
      answer(categoryListResponseSchema, {
        success: true,
        data: [
          { id: 1, name: 'Oficina', description: '' },
          { id: 7, name: 'Cafetería', description: '' },
        ],
        totalItems: 2,
      }),
    'GET /api/areas': () =>
      answer(areaListResponseSchema, {
        success: true,
        data: [{ id: 2, name: 'Administración', description: '' }],
        totalItems: 1,
      }),
    'GET /api/suppliers': () =>
      answer(supplierListResponseSchema, {
        success: true,
        data: [{ id: 5, name: 'Inmobiliaria Núñez', telephone: '', direction: '', email: '' }],
        totalItems: 1,
      }),
  });
  return asked;
}

function renderPage(path = '/expenses-report') {
  renderWithProviders(<ExpenseReportPage />, { route: path });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reporte de Gastos', () => {
  it('shows the four cards, both breakdowns and the table in Spanish figures', async () => {
    const asked = stubReportApi();
    renderPage();
    expect(screen.getByRole('status', { name: 'Cargando reporte' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Resumen del reporte' });
    expect(asked).toEqual(['?page=1&limit=4']);
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'Total de Gastos$1,333.963 transacciones',
      'Período02/11/2026 – 01/12/202630 días · Promedio diario: $44.47',
      'Área con mayor gastoAdministración$1,333.96',
      'Gasto individual más alto$1,234.56Alquiler de diciembre · 01/12/2026',
    ]);

    const byCategory = screen.getByRole('figure', { name: 'Gastos por categoría' });
    expect(within(byCategory).getByRole('img').getAttribute('aria-label')).toBe(
      'Gráfico de anillo: gastos por categoría',
    );
    expect(
      within(byCategory)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Oficina2 gastos$1,313.9698.5%', 'Cafetería1 gasto$20.001.5%']);
    const byArea = screen.getByRole('figure', { name: 'Gastos por área' });
    expect(
      within(byArea)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Administración3 gastos$1,333.96100.0%']);

    const table = screen.getByRole('table', { name: 'Gastos del reporte' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Nombre',
      'Monto',
      'Fecha',
      'Nota',
      'Porcentaje',
      'Categoría',
      'Área',
      'Proveedor',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Alquiler de diciembre',
      '$1,234.56',
      '01/12/2026',
      'Pago anticipado',
      '92.6%',
      'Oficina',
      'Administración',
      'Inmobiliaria Núñez',
    ]);
    // Read-only: no action in any row.
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
  });

  it('asks again with each filter, from page 1, and resets them all', async () => {
    const user = userEvent.setup();
    const asked = stubReportApi();
    renderPage('/expenses-report?pagina=2');
    await screen.findByRole('list', { name: 'Resumen del reporte' });
    expect(asked).toEqual(['?page=2&limit=4']);

    await user.selectOptions(await screen.findByLabelText('Categoría'), 'Cafetería');
    await waitFor(() => expect(asked.at(-1)).toBe('?categoryId=7&page=1&limit=4'));
    await user.selectOptions(screen.getByLabelText('Área'), 'Administración');
    await user.selectOptions(screen.getByLabelText('Proveedor'), 'Inmobiliaria Núñez');
    await waitFor(() =>
      expect(asked.at(-1)).toBe('?categoryId=7&areaId=2&supplierId=5&page=1&limit=4'),
    );
    await user.type(screen.getByLabelText('Desde'), '01112026');
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        '?dateFrom=2026-11-01&categoryId=7&areaId=2&supplierId=5&page=1&limit=4',
      ),
    );
    // A range that reads backwards stays in its field and is not asked for.
    const before = asked.length;
    await user.type(screen.getByLabelText('Hasta'), '01102026');
    expect(
      await screen.findByText('La fecha desde no puede ser posterior a la fecha hasta'),
    ).toBeTruthy();
    expect(asked).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Restablecer filtros' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&limit=4'));
    expect(screen.getByLabelText<HTMLInputElement>('Desde').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Categoría').value).toBe('');
  });

  it('says when nothing matches, and the PDF cannot be asked for', async () => {
    stubReportApi(() => answer(reportResponseSchema, EMPTY_REPORT satisfies ReportResponse));
    renderPage();
    await screen.findByText('No se encontraron registros');
    expect(screen.getByRole('button', { name: 'Generar PDF' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the PDF dialog with the total and the count', async () => {
    const user = userEvent.setup();
    stubReportApi();
    renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Generar PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'Generar reporte PDF' });
    expect(dialog.textContent).toContain('$1,333.96');
    expect(dialog.textContent).toContain('Transacciones3');
  });

  it('shows the error with a retry when the report cannot be read', async () => {
    stubReportApi(() => new Response('', { status: 500 }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error al obtener el reporte de gastos',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
