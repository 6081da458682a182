import {
  PERIOD_TEXTS,
  periodItemResponseSchema,
  periodListResponseSchema,
} from '@app/contract/periods';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyToday } from '../../../lib/company-time';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { makeClosedPeriod } from '../../../test/punch-test-data';
import { renderWithProviders } from '../../../test/render';
import { PeriodsPanel } from './periods-panel';
import { addMonths } from '@app/contract/dates';

const lastMonth = addMonths(companyToday(), -1).slice(0, 7);
const twoAgo = addMonths(companyToday(), -2).slice(0, 7);
const closed = makeClosedPeriod(twoAgo, '2026-10-01T09:00:00+02:00');

afterEach(() => vi.unstubAllGlobals());

describe('Periodos', () => {
  it('keeps a refused close in its dialog, in the server’s words', async () => {
    const refusal = PERIOD_TEXTS.leftToResolve(2, 1);
    const api = stubApi({
      'GET /api/periods': () => answer(periodListResponseSchema, { success: true, data: [closed] }),
      [`POST /api/periods/${lastMonth}/close`]: () => errorAnswer(409, 'CONFLICT', refusal),
    });
    renderWithProviders(<PeriodsPanel canChange />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Cerrar periodo ${lastMonth}` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Cerrar periodo ${lastMonth}` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar periodo' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    expect(api.of('POST', `/api/periods/${lastMonth}/close`)).toHaveLength(1);
  });

  it('reopens a closed month only with a reason, and offers nothing to office', async () => {
    const api = stubApi({
      'GET /api/periods': () => answer(periodListResponseSchema, { success: true, data: [closed] }),
      [`POST /api/periods/${twoAgo}/reopen`]: () =>
        answer(periodItemResponseSchema, {
          success: true,
          message: PERIOD_TEXTS.reopenedOk(twoAgo),
          data: { ...closed, closed: false },
        }),
    });
    const { unmount } = renderWithProviders(<PeriodsPanel canChange />);
    expect(await screen.findByText(/Cerrado por Admin/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Reabrir el periodo ${twoAgo}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Reabrir periodo ${twoAgo}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reabrir' }));
    expect(await dialog.findByText(PERIOD_TEXTS.reasonLength)).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/^Motivo/), 'Falta una ausencia');
    await userEvent.click(dialog.getByRole('button', { name: 'Reabrir' }));
    await vi.waitFor(() => expect(api.of('POST', `/api/periods/${twoAgo}/reopen`)).toHaveLength(1));
    expect(api.of('POST', `/api/periods/${twoAgo}/reopen`)[0]!.body).toEqual({
      reason: 'Falta una ausencia',
    });
    unmount();

    renderWithProviders(<PeriodsPanel canChange={false} />);
    expect(await screen.findByText(/Cerrado por Admin/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reabrir|Cerrar/ })).toBeNull();
  });

  it("a month closed again after a reopening says both, and the reason is the reopening's", async () => {
    const again = {
      ...closed,
      closedAt: '2026-10-05T09:00:00+02:00',
      reopenedAt: '2026-10-03T09:00:00+02:00',
      reopenedBy: 1,
      reopenedByName: 'Admin Uno',
      reason: 'Falta una ausencia',
    };
    stubApi({
      'GET /api/periods': () => answer(periodListResponseSchema, { success: true, data: [again] }),
    });
    renderWithProviders(<PeriodsPanel canChange />);
    expect(await screen.findByText(/Cerrado por Admin/)).toBeTruthy();
    expect(screen.getByText(/^Reabierto por Admin Uno el 03\/10\/2026/)).toBeTruthy();
    expect(screen.getByText('Motivo de la reapertura: Falta una ausencia')).toBeTruthy();
  });
});
