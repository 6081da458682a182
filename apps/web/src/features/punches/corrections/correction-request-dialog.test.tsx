import { periodListResponseSchema } from '@app/contract/periods';
import {
  CORRECTION_TEXTS,
  correctionItemResponseSchema,
  type Correction,
} from '@app/contract/punch-corrections';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { makeClosedPeriod, makeEntry, makePunch } from '../../../test/punch-test-data';
import { renderWithProviders } from '../../../test/render';
import type { CorrectionTarget } from '../utils/correction-form';
import { CorrectionRequestDialog } from './correction-request-dialog';

const punch = makePunch({
  id: 5,
  calendarDateId: 20261123,
  dateIn: '2026-11-23T08:05:00+01:00',
  dateOut: null,
  missingOut: true,
  corrected: false,
  breaks: [makeEntry({ id: 10 })],
});

const created: Correction = {
  id: 1,
  userId: 3,
  userName: 'Ana García',
  punchId: 5,
  calendarDateId: 20261123,
  status: 'pending',
  reason: 'Olvidé registrar la salida',
  requestedBy: 3,
  requestedByName: 'Ana García',
  requestedAt: '2026-11-24T09:00:00+01:00',
  current: null,
  requested: { dateIn: null, dateOut: '2026-11-23T17:00:00+01:00', breaks: null },
  applied: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  note: null,
};

/** The months `GET /periods` answers: none closed, or November 2026 closed. */
const periods = (closed = false): Parameters<typeof stubApi>[0] => ({
  'GET /api/periods': () =>
    answer(periodListResponseSchema, { success: true, data: closed ? [november] : [] }),
});
const november = makeClosedPeriod('2026-11', '2026-12-01T09:00:00+01:00');

function renderDialog(
  target: CorrectionTarget = { kind: 'punch', punch },
  applies = false,
  title = 'Solicitar corrección',
) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <CorrectionRequestDialog open onOpenChange={onOpenChange} target={target} applies={applies} />,
  );
  return { onOpenChange, dialog: within(screen.getByRole('dialog', { name: title })) };
}

/** An open month, and the server taking the correction with `message`. */
const accepting = (message: string, data: Correction): Parameters<typeof stubApi>[0] => ({
  ...periods(),
  'POST /api/punch-corrections': () =>
    answer(correctionItemResponseSchema, { success: true, message, data }),
});

afterEach(() => vi.unstubAllGlobals());

describe('Solicitar corrección', () => {
  it('opens with the punch’s times and sends the exit time with the reason', async () => {
    const api = stubApi(accepting(CORRECTION_TEXTS.requested, created));
    const { dialog, onOpenChange } = renderDialog();
    expect(dialog.getByText('Punch del 23/11/2026')).toBeTruthy();
    expect(dialog.getByLabelText<HTMLInputElement>(/Hora de entrada/).value).toBe('08:05');
    expect(dialog.getByLabelText<HTMLInputElement>(/Fecha de salida/).value).toBe('23/11/2026');
    await userEvent.type(dialog.getByLabelText(/Hora de salida/), '1700');
    await userEvent.type(dialog.getByLabelText(/Motivo/), 'Olvidé registrar la salida');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.of('POST', '/api/punch-corrections')[0]?.body).toEqual({
      punchId: 5,
      dateIn: '2026-11-23 08:05',
      dateOut: '2026-11-23 17:00',
      breaks: [
        { id: 10, type: 'break', breakIn: '2026-11-23 10:00', breakOut: '2026-11-23 10:15' },
      ],
      reason: 'Olvidé registrar la salida',
    });
  });

  it('says each rule under its field and sends nothing', async () => {
    const api = stubApi(periods());
    const { dialog } = renderDialog();
    await userEvent.type(dialog.getByLabelText(/Hora de salida/), '0700');
    await userEvent.click(dialog.getByRole('button', { name: 'Añadir break o lunch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await dialog.findByText(CORRECTION_TEXTS.inBeforeOut)).toBeTruthy();
    expect(dialog.getByText(CORRECTION_TEXTS.reasonLength)).toBeTruthy();
    expect(dialog.getByText('Indica el inicio y el fin (HH:mm)')).toBeTruthy();
    expect(dialog.getByLabelText(/Hora de salida/).getAttribute('aria-invalid')).toBe('true');
    expect(api.of('POST', '/api/punch-corrections')).toHaveLength(0);
  });

  it('keeps breaks and lunch apart, said in the row', async () => {
    stubApi(periods());
    const { dialog } = renderDialog();
    await userEvent.type(dialog.getByLabelText(/Hora de salida/), '1700');
    await userEvent.click(dialog.getByRole('button', { name: 'Añadir break o lunch' }));
    const row = within(dialog.getByRole('listitem', { name: 'Fila 2' }));
    await userEvent.selectOptions(row.getByLabelText('Tipo'), 'lunch');
    await userEvent.type(row.getByLabelText(/Inicio/), '1005');
    await userEvent.type(row.getByLabelText(/Fin/), '1030');
    await userEvent.type(dialog.getByLabelText(/Motivo/), 'Olvidé registrar la salida');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await row.findByText(CORRECTION_TEXTS.breaksOverlap)).toBeTruthy();
  });

  it('shows the server’s refusal in the form', async () => {
    stubApi({
      ...periods(),
      'POST /api/punch-corrections': () =>
        errorAnswer(409, 'CONFLICT', CORRECTION_TEXTS.onePending),
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(dialog.getByLabelText(/Hora de salida/), '1700');
    await userEvent.type(dialog.getByLabelText(/Motivo/), 'Olvidé registrar la salida');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CORRECTION_TEXTS.onePending);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says a closed month before the user tries, and does not let them send', async () => {
    const api = stubApi(periods(true));
    const { dialog } = renderDialog();
    expect(await dialog.findByText('El periodo 2026-11 está cerrado')).toBeTruthy();
    const send = dialog.getByRole<HTMLButtonElement>('button', { name: 'Enviar solicitud' });
    expect(send.disabled).toBe(true);
    expect(api.of('POST', '/api/punch-corrections')).toHaveLength(0);
  });

  it('is titled for a manager: correcting a punch, or adding the one a day is missing', async () => {
    const api = stubApi(
      accepting(CORRECTION_TEXTS.applied, {
        ...created,
        punchId: null,
        calendarDateId: 20261124,
        status: 'approved',
      }),
    );
    const day: CorrectionTarget = {
      kind: 'day',
      userId: 3,
      userName: 'Luis Pérez',
      calendarDateId: 20261124,
    };
    const { dialog, onOpenChange } = renderDialog(day, true, 'Añadir punch que falta');
    // Whose day it is, for the manager who adds it.
    expect(dialog.getByText('Luis Pérez · 24/11/2026, sin punch')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/Hora de entrada/), '0900');
    await userEvent.type(dialog.getByLabelText(/Hora de salida/), '1700');
    await userEvent.type(dialog.getByLabelText(/Motivo/), 'Fichaje en papel');
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar corrección' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.of('POST', '/api/punch-corrections')[0]?.body).toEqual({
      userId: 3,
      calendarDateId: 20261124,
      dateIn: '2026-11-24 09:00',
      dateOut: '2026-11-24 17:00',
      breaks: [],
      reason: 'Fichaje en papel',
    });
    cleanup();
    // Whose punch it is, for the manager who corrects it.
    const correcting = renderDialog({ kind: 'punch', punch }, true, 'Corregir punch').dialog;
    expect(correcting.getByText(`Punch de ${punch.user} del 23/11/2026`)).toBeTruthy();
    cleanup();
    expect(
      renderDialog(day, false, 'Solicitar corrección de un día sin punch').dialog,
    ).toBeTruthy();
  });
});
