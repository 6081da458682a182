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
  shiftDays: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('approving a request beyond its balance', () => {
  it('tells office once that only an admin may approve it, and offers Rechazar', async () => {
    stubApi();
    const user = userEvent.setup();
    const onReject = vi.fn();
    const { unmount } = renderWithProviders(
      <ApproveAbsenceDialog
        absence={pending}
        isAdmin={false}
        onClose={() => undefined}
        onReject={onReject}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aprobar ausencia' });
    expect(within(dialog).getAllByText(/solo un administrador/i)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(within(dialog).queryByLabelText('Nota para la persona (opcional)')).toBeNull();
    // The header's close button and the footer's.
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(onReject).toHaveBeenCalled();
    unmount();

    renderWithProviders(
      <ApproveAbsenceDialog
        absence={pending}
        isAdmin
        onClose={() => undefined}
        onReject={() => undefined}
      />,
    );
    const admin = screen.getByRole('dialog', { name: 'Aprobar ausencia' });
    expect(within(admin).getByText(ABSENCE_TEXTS.beyondBalance)).toBeTruthy();
    expect(within(admin).getByRole('button', { name: 'Aprobar' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says the days with shifts, which stay', () => {
    stubApi();
    renderWithProviders(
      <ApproveAbsenceDialog
        absence={{ ...pending, beyondBalance: false, shiftDays: 3 }}
        isAdmin={false}
        onClose={() => undefined}
        onReject={() => undefined}
      />,
    );
    expect(screen.getByText(ABSENCE_TEXTS.shiftsStay(3))).toBeTruthy();
  });

  it('says a refusal once, inside the dialog, and keeps the focus there', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/absences/9/approve': () =>
        new Response(JSON.stringify({ success: false, message: ABSENCE_TEXTS.alreadyDecided }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderWithProviders(
      <ApproveAbsenceDialog
        absence={{ ...pending, beyondBalance: false }}
        isAdmin
        onClose={() => undefined}
        onReject={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aprobar ausencia' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(ABSENCE_TEXTS.alreadyDecided);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getAllByText(ABSENCE_TEXTS.alreadyDecided)).toHaveLength(1);
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
    renderWithProviders(
      <ApproveAbsenceDialog
        absence={pending}
        isAdmin
        onClose={onClose}
        onReject={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText('Nota para la persona (opcional)'), 'Aprobado');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.of('POST', '/api/absences/9/approve')[0]?.body).toEqual({ note: 'Aprobado' });
  });
});

describe('the request form', () => {
  it('opens without dates, so nothing is counted or warned about yet', () => {
    signInAsMarta();
    stubApi();
    renderWithProviders(<AbsenceRequestDialog registers={false} onClose={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>(/^Desde/).value).toBe('');
    expect(screen.queryByTestId('absence-outlook')).toBeNull();
    expect(screen.queryByText(/Supera/)).toBeNull();
  });

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
      expect(outlook.textContent).toContain(
        'Vacaciones 2027: quedan 3 de 5 (1 pendiente de aprobar).',
      ),
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
