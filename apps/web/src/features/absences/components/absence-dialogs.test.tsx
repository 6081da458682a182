import {
  ABSENCE_TEXTS,
  absenceItemResponseSchema,
  balanceListResponseSchema,
  type Absence,
} from '@app/contract/absences';
import { holidayListResponseSchema } from '@app/contract/holidays';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api-stub';
import { signInAsMarta } from '../../../test/notebook-test-data';
import { renderWithProviders } from '../../../test/render';
import { AbsenceRequestDialog } from './absence-request-dialog';
import { ApproveAbsenceDialog } from './decide-absence-dialogs';

const pending: Absence = {
  id: 9,
  userId: 7,
  userName: 'Marta Usuaria',
  type: 'vacation',
  fromDate: '2027-03-08',
  toDate: '2027-03-12',
  workingDays: 5,
  note: 'Viaje',
  status: 'pending',
  requestedBy: 7,
  requestedByName: 'Marta Usuaria',
  requestedAt: '2027-02-01T09:00:00.000Z',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  beyondBalance: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('approving a request beyond its balance', () => {
  it('warns office, and only an admin may approve it', () => {
    stubApi();
    const { unmount } = renderWithProviders(
      <ApproveAbsenceDialog absence={pending} isAdmin={false} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aprobar ausencia' });
    expect(within(dialog).getByText(ABSENCE_TEXTS.beyondBalance)).toBeTruthy();
    expect(
      within(dialog).getByText('Solo un administrador puede aprobar esta solicitud.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aprobar' }).hasAttribute('disabled')).toBe(
      true,
    );
    unmount();

    renderWithProviders(
      <ApproveAbsenceDialog absence={pending} isAdmin onClose={() => undefined} />,
    );
    const admin = screen.getByRole('dialog', { name: 'Aprobar ausencia' });
    expect(within(admin).getByText(ABSENCE_TEXTS.beyondBalance)).toBeTruthy();
    expect(within(admin).getByRole('button', { name: 'Aprobar' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("sends the admin's note with the approval", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/absences/9/approve': () =>
        answer(absenceItemResponseSchema, {
          success: true,
          message: ABSENCE_TEXTS.approved,
          data: { ...pending, status: 'approved', beyondBalance: false },
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(<ApproveAbsenceDialog absence={pending} isAdmin onClose={onClose} />);
    await user.type(screen.getByLabelText('Nota para la persona (opcional)'), 'Aprobado');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('POST', '/api/absences/9/approve')[0]?.body).toEqual({ note: 'Aprobado' });
  });
});

describe('the request form', () => {
  it('counts the working days without the holiday, and warns beyond what remains', async () => {
    signInAsMarta();
    stubApi({
      'GET /api/holidays': () =>
        answer(holidayListResponseSchema, {
          success: true,
          data: [{ id: 1, date: '2027-03-10', name: 'Fiesta local' }],
        }),
      'GET /api/absence-balances': () =>
        answer(balanceListResponseSchema, {
          success: true,
          data: [
            {
              userId: 7,
              year: 2027,
              type: 'vacation',
              days: 5,
              approved: 1,
              pending: 1,
              remaining: 3,
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AbsenceRequestDialog registers={false} onClose={() => undefined} />);
    const from = screen.getByLabelText(/^Desde/);
    const to = screen.getByLabelText(/^Hasta/);
    await user.clear(from);
    await user.type(from, '08/03/2027');
    await user.clear(to);
    await user.type(to, '12/03/2027');
    const outlook = await screen.findByTestId('absence-outlook');
    await vi.waitFor(() => expect(outlook.textContent).toContain('Ocupa 4 días laborables.'));
    await vi.waitFor(() =>
      expect(outlook.textContent).toContain('Días disponibles de vacaciones en 2027: 3.'),
    );
    expect(outlook.textContent).toContain(ABSENCE_TEXTS.balanceWarning(3));

    await user.clear(to);
    await user.type(to, '09/03/2027');
    // Cleared, the outlook went away; it comes back with the new range.
    await vi.waitFor(() =>
      expect(screen.getByTestId('absence-outlook').textContent).toContain(
        'Ocupa 2 días laborables.',
      ),
    );
    expect(screen.getByTestId('absence-outlook').textContent).not.toContain('Supera');
  });
});
