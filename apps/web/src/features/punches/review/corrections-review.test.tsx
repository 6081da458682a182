import { periodListResponseSchema } from '@app/contract/periods';
import {
  CORRECTION_TEXTS,
  correctionItemResponseSchema,
  correctionListResponseSchema,
  type Correction,
} from '@app/contract/punch-corrections';
import { userListResponseSchema } from '@app/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { makeClosedPeriod } from '../../../test/punch-test-data';
import { renderWithProviders } from '../../../test/render';
import { CorrectionsReview, type ReviewState } from './corrections-review';

const pending: Correction = {
  id: 7,
  userId: 3,
  userName: 'Ana García',
  punchId: 5,
  calendarDateId: 20261123,
  status: 'pending',
  reason: 'Olvidé registrar la salida',
  requestedBy: 3,
  requestedByName: 'Ana García',
  requestedAt: '2026-11-24T09:00:00+01:00',
  current: {
    dateIn: '2026-11-23T08:05:00+01:00',
    dateOut: null,
    breaks: [
      {
        id: 10,
        type: 'lunch',
        breakIn: '2026-11-23T13:00:00+01:00',
        breakOut: '2026-11-23T13:30:00+01:00',
      },
    ],
  },
  requested: { dateIn: null, dateOut: '2026-11-23T17:00:00+01:00', breaks: null },
  applied: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  note: null,
};

const decided = {
  success: true as const,
  message: '',
  data: { ...pending, status: 'approved' as const },
};

function mockApi(extra: Parameters<typeof stubApi>[0] = {}, closed = false) {
  return stubApi({
    'GET /api/users': () =>
      answer(userListResponseSchema, { success: true, data: [], totalItems: 0 }),
    'GET /api/punch-corrections': () =>
      answer(correctionListResponseSchema, { success: true, data: [pending], totalItems: 1 }),
    'GET /api/periods': () =>
      answer(periodListResponseSchema, {
        success: true,
        data: closed ? [makeClosedPeriod('2026-11', '2026-12-01T09:00:00+01:00')] : [],
      }),
    ...extra,
  });
}

const STATE: ReviewState = { status: null, userId: null, page: 1 };

async function openDialog(button: 'Aprobar' | 'Rechazar') {
  renderWithProviders(<CorrectionsReview state={STATE} onChange={vi.fn()} />);
  const table = await screen.findByRole('table', { name: 'Solicitudes de corrección' });
  const row = within(table).getByText('Ana García').closest('tr')!;
  expect(within(row).getByText('Olvidé registrar la salida')).toBeTruthy();
  expect(within(row).getAllByText('Sin salida')).toHaveLength(1);
  expect(within(row).getByText('17:00')).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${button}`) }));
  return within(
    await screen.findByRole('dialog', {
      name: `${button === 'Aprobar' ? 'Aprobar' : 'Rechazar'} corrección`,
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Correcciones', () => {
  it('approves with an adjusted exit and a note; the times go as company wall clock', async () => {
    const api = mockApi({
      'POST /api/punch-corrections/7/approve': () => answer(correctionItemResponseSchema, decided),
    });
    const dialog = await openDialog('Aprobar');
    const exit = dialog.getByLabelText('Hora de salida');
    expect((exit as HTMLInputElement).value).toBe('17:00');
    await userEvent.clear(exit);
    await userEvent.type(exit, '16:30');
    await userEvent.type(dialog.getByLabelText('Nota (opcional)'), 'Salió antes con permiso');
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('POST', '/api/punch-corrections/7/approve')[0]?.body).toEqual({
      dateIn: '2026-11-23 08:05',
      dateOut: '2026-11-23 16:30',
      breaks: [
        { id: 10, type: 'lunch', breakIn: '2026-11-23 13:00', breakOut: '2026-11-23 13:30' },
      ],
      note: 'Salió antes con permiso',
    });
  });

  it('says a rule under its field before asking, and the server’s refusal inside the dialog', async () => {
    const api = mockApi({
      'POST /api/punch-corrections/7/approve': () =>
        errorAnswer(409, 'CONFLICT', CORRECTION_TEXTS.alreadyDecided),
    });
    const dialog = await openDialog('Aprobar');
    const exit = dialog.getByLabelText('Hora de salida');
    await userEvent.clear(exit);
    await userEvent.type(exit, '12:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar' }));
    expect(await dialog.findByText(CORRECTION_TEXTS.breakInside)).toBeTruthy();
    expect(api.of('POST', '/api/punch-corrections/7/approve')).toHaveLength(0);

    await userEvent.clear(exit);
    await userEvent.type(exit, '17:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CORRECTION_TEXTS.alreadyDecided);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('rejects only with a note', async () => {
    const api = mockApi({
      'POST /api/punch-corrections/7/reject': () =>
        answer(correctionItemResponseSchema, {
          ...decided,
          data: { ...pending, status: 'rejected' },
        }),
    });
    const dialog = await openDialog('Rechazar');
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText(CORRECTION_TEXTS.noteRequired)).toBeTruthy();
    expect(api.of('POST', '/api/punch-corrections/7/reject')).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/^Nota/), 'El turno terminó a las 17:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('POST', '/api/punch-corrections/7/reject')[0]?.body).toEqual({
      note: 'El turno terminó a las 17:00',
    });
  });

  it('says a closed month before the user tries, and does not let them approve', async () => {
    mockApi({}, true);
    const dialog = await openDialog('Aprobar');
    expect(await dialog.findByText('El periodo 2026-11 está cerrado')).toBeTruthy();
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Aprobar' }).disabled).toBe(true);
  });
  it('offers no decision on the reader’s own request', async () => {
    saveSession('token-de-prueba', {
      id: 3,
      name: 'Ana García',
      email: 'ana@empresa.test',
      role: 'office',
      phone: '',
      active: true,
      verified: true,
    });
    mockApi();
    renderWithProviders(<CorrectionsReview state={STATE} onChange={vi.fn()} />);
    expect(await screen.findByText('Tu solicitud: la decide otra persona')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
  });
  it('a decided request shows the punch before it, what was applied, and what was asked when adjusted', async () => {
    const approved: Correction = {
      ...pending,
      id: 8,
      status: 'approved',
      applied: {
        ...pending.current!,
        dateIn: '2026-11-23T08:05:00+01:00',
        dateOut: '2026-11-23T17:10:00+01:00',
      },
      decidedBy: 1,
      decidedByName: 'Olga Oficina',
      decidedAt: '2026-11-24T10:00:00+01:00',
      note: 'Cierre de caja',
    };
    mockApi({
      'GET /api/punch-corrections': () =>
        answer(correctionListResponseSchema, { success: true, data: [approved], totalItems: 1 }),
    });
    renderWithProviders(<CorrectionsReview state={STATE} onChange={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Solicitudes de corrección' });
    const row = within(within(table).getByText('Ana García').closest('tr')!);
    expect(row.getByText('Sin salida')).toBeTruthy();
    expect(row.getByText('17:10')).toBeTruthy();
    expect(row.getByText('Pedida: 08:05 – 17:00')).toBeTruthy();
  });
});
