import {
  backupRunResponseSchema,
  backupStatusResponseSchema,
  type BackupStatus,
} from '@app/contract/backups';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../../lib/company-time';
import { renderWithProviders } from '../../../test/render';
import { answer, errorAnswer } from '../../../test/api-stub';
import { nextBackupText } from '../utils/next-backup';
import { BackupCard } from './backup-card';

const made = {
  trigger: 'scheduled' as const,
  startedAt: '2026-11-24T01:00:00.000Z',
  finishedAt: '2026-11-24T01:00:05.000Z',
  fileName: 'backoffice-2026-11-24T01-00-00-000Z.backup',
  sizeBytes: 5 * 1024 * 1024,
  error: null,
};

const status = (over: Partial<BackupStatus> = {}): BackupStatus => ({
  database: 'embedded',
  lastRun: made,
  lastSuccess: made,
  warning: null,
  dailyAt: '02:00',
  keep: 14,
  ...over,
});

function mockStatus(...replies: (() => Response)[]) {
  let call = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/backups/run' && init?.method === 'POST') return runReply();
      if (url.pathname !== '/api/backups/status')
        return errorAnswer(404, 'NOT_FOUND', 'No encontrado');
      return replies[Math.min(call++, replies.length - 1)]!();
    }),
  );
}

let runReply: () => Response | Promise<Response> = () =>
  errorAnswer(404, 'NOT_FOUND', 'No encontrado');

const ok = (body: BackupStatus) => () =>
  answer(backupStatusResponseSchema, { success: true, data: body });

function renderCard() {
  renderWithProviders(<BackupCard />);
}

beforeEach(() => setCompanyTimeZone('Europe/Madrid'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the backups card of Inicio', () => {
  it('says when the last backup was made, without a warning', async () => {
    mockStatus(ok(status()));
    renderCard();
    expect(
      screen.getByRole('status', { name: 'Cargando el estado de las copias de seguridad…' }),
    ).toBeTruthy();
    await screen.findByText(/Última copia/);
    expect(screen.getByRole('heading', { name: 'Copias de seguridad' })).toBeTruthy();
    expect(screen.getByText(/5 MB/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the last backup failed, and says why', async () => {
    const failed = {
      ...made,
      fileName: null,
      sizeBytes: null,
      error: 'No queda espacio en el disco de la carpeta de copias (BACKUP_DIR).',
    };
    mockStatus(ok(status({ lastRun: failed, warning: 'failed' })));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La última copia de seguridad falló');
    expect(alert.textContent).toContain('No queda espacio en el disco');
  });

  it('warns when no backup was made in two days, or none ever', async () => {
    mockStatus(ok(status({ warning: 'stale' })));
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se ha hecho ninguna copia de seguridad en los últimos dos días.',
    );
  });

  it('warns when there is no backup at all', async () => {
    mockStatus(ok(status({ lastRun: null, lastSuccess: null, warning: 'stale' })));
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Todavía no se ha hecho ninguna copia de seguridad.',
    );
  });

  it("says that a PostgreSQL server's own backups apply", async () => {
    mockStatus(ok(status({ database: 'postgres', lastRun: null, lastSuccess: null })));
    renderCard();
    await screen.findByText(/se aplican sus propias copias de seguridad/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to try again when the status cannot be read', async () => {
    const user = userEvent.setup();
    mockStatus(() => errorAnswer(500, 'INTERNAL', 'Error interno'), ok(status()));
    renderCard();
    await screen.findByText('No se pudo cargar el estado de las copias de seguridad.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText(/Última copia/);
  });

  it('says when the next automatic backup runs, on the company clock', () => {
    // 01:30 in Madrid (00:30 UTC): the 02:00 backup is still today; at 02:00 it is tomorrow's.
    expect(nextBackupText('02:00', new Date('2026-11-24T00:30:00Z'))).toBe(
      'Próxima copia automática: hoy a las 02:00',
    );
    expect(nextBackupText('02:00', new Date('2026-11-24T01:00:00Z'))).toBe(
      'Próxima copia automática: mañana a las 02:00',
    );
    expect(nextBackupText('23:30', new Date('2026-11-24T22:00:00Z'))).toBe(
      'Próxima copia automática: hoy a las 23:30',
    );
  });

  it('makes a backup now: busy while it runs, then the card shows it', async () => {
    const user = userEvent.setup();
    const newer = {
      ...made,
      trigger: 'on-demand' as const,
      finishedAt: '2026-11-25T10:00:00.000Z',
    };
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    runReply = async () => {
      await answered;
      return answer(backupRunResponseSchema, {
        success: true,
        message: 'Copia de seguridad hecha',
        data: newer,
      });
    };
    mockStatus(ok(status()), ok(status({ lastRun: newer, lastSuccess: newer })));
    renderCard();
    await screen.findByText(/Próxima copia automática: (hoy|mañana) a las 02:00/);
    await user.click(screen.getByRole('button', { name: 'Hacer copia ahora' }));
    const busy = await screen.findByRole('button', { name: 'Haciendo copia…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    await screen.findByText('25/11/2026 11:00', { exact: false });
    expect(screen.getByRole('button', { name: 'Hacer copia ahora' })).toBeTruthy();
  });
});
