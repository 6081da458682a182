import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, stubApi } from '../test/api-stub';
import { api } from './api-client';
import { ApiError, errorMessage } from './api-error';
import * as download from './download';

const file = (disposition?: string) =>
  new Response('a;b\n1;2\n', {
    headers: disposition ? { 'content-disposition': disposition } : {},
  });

describe('api.downloadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves the file under the answer's Content-Disposition name, with the filter in the query", async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const calls = stubApi({
      'GET /api/incomes/export': () => file('attachment; filename="Ingresos-2026-11-27.csv"'),
    });
    const name = await api.downloadFile({
      path: '/incomes/export',
      query: { format: 'csv', fromDate: '2026-11-01' },
      fallbackName: 'otro.csv',
    });
    expect(name).toBe('Ingresos-2026-11-27.csv');
    expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'Ingresos-2026-11-27.csv');
    expect(calls.calls[0]?.query.get('fromDate')).toBe('2026-11-01');
  });

  it('sends a POST filter as JSON and falls back to the given name when the answer names none', async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const calls = stubApi({ 'POST /api/punches/export': () => file() });
    await api.downloadFile({
      method: 'POST',
      path: '/punches/export',
      body: { fromDate: '2026-11-01' },
      fallbackName: 'Fichajes.xlsx',
    });
    expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'Fichajes.xlsx');
    expect(calls.calls[0]?.body).toEqual({ fromDate: '2026-11-01' });
  });

  it("fails with an ApiError that carries the server's message, saving nothing", async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    stubApi({
      'POST /api/expenses/report': () => errorAnswer(400, 'VALIDATION_ERROR', 'Rango no válido'),
    });
    const failure = await api
      .downloadFile({ method: 'POST', path: '/expenses/report', fallbackName: 'r.pdf' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure, 'fallo')).toBe('Rango no válido');
    expect(saved).not.toHaveBeenCalled();
  });
});
