import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { errorAnswer } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { NO_FILTER } from '../utils/report-filter';
import { PdfModal } from './pdf-modal';

const PDF = '%PDF-1.7\n%âãÏÓ\n';

/** `POST /api/expenses/report` answered by `reply`, once `release` is called when `hold` is set. */
function mockPdf(reply: () => Response, hold = false) {
  const calls: { url: string; init: RequestInit }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (hold) await gate;
      return reply();
    }),
  );
  return { calls, release };
}

const pdfAnswer = (disposition?: string) =>
  new Response(PDF, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      ...(disposition ? { 'content-disposition': disposition } : {}),
    },
  });

function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:pdf';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

function renderModal(onOpenChange = vi.fn()) {
  renderWithProviders(
    <PdfModal
      open
      onOpenChange={onOpenChange}
      filter={{ ...NO_FILTER, dateFrom: '2026-11-01', categoryId: '3' }}
      total={1234.56}
      count={7}
    />,
  );
  return onOpenChange;
}

const generateButton = () => screen.getByRole('button', { name: /Generar PDF|Generando/ });
const cancelButton = () => screen.getByRole('button', { name: 'Cancelar' });

beforeEach(() => setCompanyTimeZone('America/Bogota'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Generar PDF', () => {
  it('shows the total and count, disables both buttons while generating, downloads and closes', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const { calls, release } = mockPdf(
      () => pdfAnswer('attachment; filename="Reporte-Gastos-2026-11-24.pdf"'),
      true,
    );
    const onOpenChange = renderModal();
    expect(screen.getByRole('dialog', { name: 'Generar reporte PDF' }).textContent).toContain(
      '$1,234.56',
    );
    expect(screen.getByText('7')).toBeTruthy();

    await user.click(generateButton());
    expect(generateButton().textContent).toBe('Generando...');
    expect(generateButton().hasAttribute('disabled')).toBe(true);
    expect(cancelButton().hasAttribute('disabled')).toBe(true);
    // Escape does nothing while the PDF is being made.
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();

    // The filters go in the query, the body is empty (SPEC §7).
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/expenses/report?dateFrom=2026-11-01&categoryId=3');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBeUndefined();

    release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saved.map((file) => file.name)).toEqual(['Reporte-Gastos-2026-11-24.pdf']);
    expect((await saved[0]!.blob.text()).startsWith('%PDF')).toBe(true);
  });

  it("names the file after today in the company's zone when the server names none", async () => {
    // 00:30 on 1 December in UTC is still 30 November in Bogotá.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T00:30:00Z'));
    const user = userEvent.setup();
    const saved = captureDownloads();
    mockPdf(() => pdfAnswer());
    const onOpenChange = renderModal();
    await user.click(generateButton());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saved.map((file) => file.name)).toEqual(['Reporte-Gastos-2026-11-30.pdf']);
  });

  it('keeps the dialog open with the error, and lets the user try again', async () => {
    const user = userEvent.setup();
    captureDownloads();
    mockPdf(() => new Response('', { status: 500 }));
    const onOpenChange = renderModal();
    await user.click(generateButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Error al generar el PDF');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(generateButton().hasAttribute('disabled')).toBe(false);
    expect(generateButton().textContent).toBe('Generar PDF');
  });

  it("shows the server's reason when it gives one", async () => {
    const user = userEvent.setup();
    mockPdf(() => errorAnswer(400, 'VALIDATION_ERROR', 'Acota el filtro para generar el PDF'));
    renderModal();
    await user.click(generateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Acota el filtro para generar el PDF',
    );
  });

  it('closes on Cancelar without asking for anything', async () => {
    const user = userEvent.setup();
    const { calls } = mockPdf(() => pdfAnswer());
    const onOpenChange = renderModal();
    await user.click(cancelButton());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls).toHaveLength(0);
  });
});
