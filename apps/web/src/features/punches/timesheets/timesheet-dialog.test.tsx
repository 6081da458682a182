import { userListResponseSchema, type UserListItem } from '@app/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { TimesheetDialog } from './timesheet-dialog';

const ME = { id: 7, name: 'Lucía Pérez' };
const USERS: UserListItem[] = [
  {
    id: 7,
    name: 'Lucía Pérez',
    email: 'l@example.com',
    role: 'office',
    phone: '',
    active: true,
    verified: true,
    secondFactor: false,
  },
  {
    id: 9,
    name: 'Mario Ruiz',
    email: 'm@example.com',
    role: 'usuario',
    phone: '',
    active: true,
    verified: true,
    secondFactor: false,
  },
];

const file = (type: string, name: string) => () =>
  new Response('%PDF-1.7\n', {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
  });

function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

beforeEach(() => {
  setCompanyTimeZone('Europe/Madrid');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Registro de jornada', () => {
  it("downloads a worker's own month, the last whole one unless another is picked", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const api = stubApi({
      'GET /api/timesheets': file('application/pdf', 'Registro-Jornada-Lucia-Perez-2026-09.pdf'),
    });
    const onClose = vi.fn();
    renderWithProviders(<TimesheetDialog me={ME} manager={false} onClose={onClose} />);
    const month = screen.getByLabelText<HTMLSelectElement>('Mes');
    expect(month.value).toBe('2026-10');
    expect(screen.queryByLabelText('Trabajador')).toBeNull();
    await user.selectOptions(month, '2026-09');
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.map((call) => call.query.toString())).toEqual(['month=2026-09']);
    expect(saved).toEqual(['Registro-Jornada-Lucia-Perez-2026-09.pdf']);
  });

  it("gives a manager everyone's ZIP or one worker's PDF", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const api = stubApi({
      'GET /api/users': () =>
        answer(userListResponseSchema, { success: true, data: USERS, totalItems: USERS.length }),
      'GET /api/timesheets/all': file('application/zip', 'Registros-Jornada-2026-10.zip'),
      'GET /api/timesheets': file('application/pdf', 'Registro-Jornada-Mario-Ruiz-2026-10.pdf'),
    });
    renderWithProviders(<TimesheetDialog me={ME} manager onClose={vi.fn()} />);
    const who = screen.getByLabelText<HTMLSelectElement>('Trabajador');
    expect(who.value).toBe('all');
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saved).toEqual(['Registros-Jornada-2026-10.zip']));

    await screen.findByRole('option', { name: 'Lucía Pérez (tú)' });
    await user.selectOptions(who, '9');
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('Registro-Jornada-Mario-Ruiz-2026-10.pdf');
    expect(
      api.calls
        .filter((call) => call.path.startsWith('/api/timesheets'))
        .map((call) => `${call.path}?${call.query.toString()}`),
    ).toEqual(['/api/timesheets/all?month=2026-10', '/api/timesheets?month=2026-10&userId=9']);
  });

  it("keeps the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    captureDownloads();
    stubApi({
      'GET /api/timesheets': () =>
        errorAnswer(403, 'FORBIDDEN', 'Solo puedes descargar tu propio registro'),
    });
    const onClose = vi.fn();
    renderWithProviders(<TimesheetDialog me={ME} manager={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Solo puedes descargar tu propio registro',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
