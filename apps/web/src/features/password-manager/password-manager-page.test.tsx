import { successSchema } from '@app/contract/common';
import {
  credentialListResponseSchema,
  PASSWORD_MANAGER_TEXTS as TEXTS,
  VAULT_KEY_HEADER,
  vaultActivityResponseSchema,
} from '@app/contract/password-manager';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { answer, errorAnswer } from '../../test/api-stub';
import { IDLE_LOCK_MS } from './vault/vault-session';
import {
  credential,
  currentPath,
  KEY,
  keyInvalid,
  ME,
  showVault,
  signInAs,
  vaultApi,
} from '../../test/vault-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A field by its label; a required one's label ends in an '*' hidden from screen readers. */
const labelled = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

const unlockDialog = () => screen.findByRole('dialog', { name: 'Contraseña de Seguridad' });

async function unlock(user: ReturnType<typeof userEvent.setup>, key = KEY) {
  const dialog = await unlockDialog();
  await user.type(within(dialog).getByLabelText(labelled('Contraseña de seguridad')), key);
  await user.click(within(dialog).getByRole('button', { name: 'Acceder' }));
}

describe('Contraseña de Seguridad', () => {
  it('asks for the password, refuses a blank one without calling, then opens the list', async () => {
    signInAs('usuario');
    const api = vaultApi();
    const user = userEvent.setup();
    showVault();
    const dialog = await unlockDialog();
    expect(screen.queryByText('Correo')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Acceder' }));
    expect(within(dialog).getByText(TEXTS.keyRequired)).toBeTruthy();
    expect(api.of('GET', '/api/password-manager')).toHaveLength(0);

    await unlock(user);
    expect(await screen.findByText('Correo')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Contraseña de Seguridad' })).toBeNull();
    // The password travels in the header of every vault call, never in the address.
    const calls = api.of('GET', '/api/password-manager');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.headers.get(VAULT_KEY_HEADER)).toBe(KEY);
      expect(call.query.toString()).not.toContain(KEY);
    }
    expect(api.of('GET', '/api/password-manager/status')[0]!.headers.has(VAULT_KEY_HEADER)).toBe(
      false,
    );
    // …and never in browser storage.
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain(KEY);
  });

  it('keeps the dialog open on a wrong password with the SPEC §8 texts', async () => {
    signInAs('usuario');
    vaultApi();
    const user = userEvent.setup();
    showVault();
    await unlock(user, 'no-es-la-clave');
    const dialog = await unlockDialog();
    expect(await within(dialog).findByText(TEXTS.keyInvalid)).toBeTruthy();
    expect(screen.getByText(TEXTS.keyInvalidPage)).toBeTruthy();
    expect(screen.queryByText('Correo')).toBeNull();

    // The right one then opens it.
    await unlock(user);
    expect(await screen.findByText('Correo')).toBeTruthy();
  });

  it("shows the server's message when there were too many wrong passwords", async () => {
    signInAs('office');
    vaultApi([], {
      'GET /api/password-manager': () => errorAnswer(429, 'RATE_LIMITED', TEXTS.tooManyAttempts),
    });
    const user = userEvent.setup();
    showVault();
    await unlock(user, 'otra-vez-mal');
    const dialog = await unlockDialog();
    expect(await within(dialog).findByText(TEXTS.tooManyAttempts)).toBeTruthy();
  });

  it("'Cancelar' goes back one page", async () => {
    signInAs('usuario');
    vaultApi();
    const user = userEvent.setup();
    showVault();
    const dialog = await unlockDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Turnos' })).toBeTruthy();
    expect(currentPath).toBe('/shifts');
  });

  it('locks after 15 idle minutes, not while in use, and asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs('usuario');
    const api = vaultApi();
    // Radix's modal layer sets `pointer-events` in an effect that fake timers may hold back.
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    showVault();
    await unlock(user);
    await screen.findByText('Correo');

    // Used after 10 minutes: the 15 start again from there.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    await user.keyboard('{Shift}');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByText('Correo')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(IDLE_LOCK_MS));
    expect(await unlockDialog()).toBeTruthy();
    expect(screen.queryByText('Correo')).toBeNull();
    expect(screen.getByText('El gestor se bloqueó tras 15 minutos sin actividad.')).toBeTruthy();

    // The password was forgotten: the next list call only comes with the one typed again.
    const before = api.of('GET', '/api/password-manager').length;
    await unlock(user);
    await screen.findByText('Correo');
    const after = api.of('GET', '/api/password-manager').slice(before);
    expect(after.every((call) => call.headers.get(VAULT_KEY_HEADER) === KEY)).toBe(true);
  });

  it('locks and asks again when a later call says the password no longer works', async () => {
    signInAs('usuario');
    vaultApi([credential()], { 'GET /api/password-manager/1/password': () => keyInvalid() });
    const user = userEvent.setup();
    showVault();
    await unlock(user);
    await screen.findByText('Correo');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña de Correo' }));
    const dialog = await unlockDialog();
    expect(within(dialog).getByText(TEXTS.keyInvalid)).toBeTruthy();
    expect(screen.getByText(TEXTS.keyInvalidPage)).toBeTruthy();
  });
});

describe('an unconfigured vault', () => {
  it('shows usuario and office the DECISIONS §9 text, and no dialog', async () => {
    signInAs('office');
    vaultApi([], {}, false);
    showVault();
    expect(await screen.findByText(TEXTS.notConfigured)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives an admin the setup dialog: 10 characters at least, twice the same, then open', async () => {
    signInAs('admin');
    const api = vaultApi(
      [],
      {
        'POST /api/password-manager/setup': () =>
          new Response(JSON.stringify({ success: true, message: TEXTS.setupDone }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
      },
      false,
    );
    const user = userEvent.setup();
    showVault();
    const dialog = await screen.findByRole('dialog', {
      name: 'Configurar el gestor de credenciales',
    });
    const first = within(dialog).getByLabelText(labelled('Nueva contraseña de seguridad'));
    const second = within(dialog).getByLabelText(labelled('Confirmar contraseña de seguridad'));
    await user.type(first, 'corta');
    await user.click(within(dialog).getByRole('button', { name: 'Configurar' }));
    expect(
      within(dialog).getByText('La contraseña de seguridad debe tener al menos 10 caracteres'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('meter', { name: 'Seguridad de la contraseña' })).toBeTruthy();

    await user.clear(first);
    await user.type(first, KEY);
    await user.type(second, `${KEY}x`);
    await user.click(within(dialog).getByRole('button', { name: 'Configurar' }));
    expect(within(dialog).getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(api.of('POST', '/api/password-manager/setup')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Configurar' }));
    await waitFor(() => expect(api.of('POST', '/api/password-manager/setup')).toHaveLength(1));
    expect(api.of('POST', '/api/password-manager/setup')[0]!.body).toEqual({ password: KEY });
    expect(await screen.findByRole('button', { name: /Nueva credencial/ })).toBeTruthy();
  });
});

describe('the credentials', () => {
  it('shows the columns, icons and permissions of SPEC §2 and §6', async () => {
    signInAs('usuario');
    vaultApi([
      credential({ id: 1, name: 'Correo', privated: true }),
      credential({
        id: 3,
        name: 'Banco',
        isOwner: false,
        creatorId: 9,
        website: 'https://banco.test',
      }),
    ]);
    const user = userEvent.setup();
    const warning = vi.spyOn(notify, 'warning');
    showVault();
    await unlock(user);
    await screen.findByText('Correo');
    expect(screen.getAllByText('••••••••')).toHaveLength(2);
    expect(screen.getByRole('img', { name: TEXTS.privateCredential })).toBeTruthy();
    expect(screen.getByRole('img', { name: TEXTS.publicCredential })).toBeTruthy();
    expect(screen.getByRole('img', { name: TEXTS.youOwn })).toBeTruthy();
    expect(screen.getByRole('img', { name: TEXTS.youDoNotOwn })).toBeTruthy();

    const link = screen.getByRole('link', { name: /mail\.empresa\.test/ });
    expect(link.getAttribute('href')).toBe('https://mail.empresa.test');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    await user.click(screen.getByRole('button', { name: `Editar Banco: ${TEXTS.cannotEdit}` }));
    await user.click(screen.getByRole('button', { name: `Eliminar Banco: ${TEXTS.cannotDelete}` }));
    expect(warning).toHaveBeenCalledWith(TEXTS.cannotEdit);
    expect(warning).toHaveBeenCalledWith(TEXTS.cannotDelete);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reveals from /password with the header and flags weak and reused passwords', async () => {
    signInAs('usuario');
    const api = vaultApi([
      credential({ id: 1, name: 'Correo' }),
      credential({ id: 2, name: 'Wifi' }),
    ]);
    const user = userEvent.setup();
    showVault();
    await unlock(user);
    await screen.findByText('Correo');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña de Correo' }));
    expect(await screen.findByText('abc')).toBeTruthy();
    expect(
      api.of('GET', '/api/password-manager/1/password')[0]!.headers.get(VAULT_KEY_HEADER),
    ).toBe(KEY);
    expect(await screen.findByText('Débil')).toBeTruthy();
    expect(screen.queryByText('Reutilizada')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña de Wifi' }));
    expect(await screen.findAllByText('Reutilizada')).toHaveLength(2);
  });

  it('fills the edit form with the password from /password', async () => {
    signInAs('usuario');
    const api = vaultApi([credential({ id: 3, name: 'Banco' })]);
    const user = userEvent.setup();
    showVault();
    await unlock(user);
    await screen.findByText('Banco');
    await user.click(screen.getByRole('button', { name: 'Editar Banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar credencial' });
    const field = await within(dialog).findByLabelText<HTMLInputElement>(labelled('Contraseña'));
    expect(field.value).toBe('Xk9!qv#2Lm@7pR');
    expect(api.of('GET', '/api/password-manager/3/password')).toHaveLength(1);
  });

  it('creates a private credential with a generated password', async () => {
    signInAs('usuario');
    const api = vaultApi([], {
      'POST /api/password-manager': () =>
        new Response(
          JSON.stringify({
            success: true,
            message: TEXTS.created,
            data: credential({ id: 5, name: 'Nube', privated: true }),
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
    });
    const user = userEvent.setup();
    showVault();
    await unlock(user);
    await user.click(await screen.findByRole('button', { name: /Nueva credencial/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva credencial' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Requerido').length).toBeGreaterThanOrEqual(3);

    await user.type(within(dialog).getByLabelText(labelled('Servicio')), 'Nube');
    await user.type(within(dialog).getByLabelText(labelled('Usuario')), 'admin@nube.test');
    await user.click(within(dialog).getByRole('button', { name: 'Generar contraseña' }));
    const field = within(dialog).getByLabelText<HTMLInputElement>(labelled('Contraseña'));
    expect(field.value).toHaveLength(20);
    expect(field.type).toBe('text');
    const generated = field.value;
    await user.click(within(dialog).getByLabelText('Privada: solo tú la ves'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.of('POST', '/api/password-manager')).toHaveLength(1));
    const sent = api.of('POST', '/api/password-manager')[0]!;
    expect(sent.headers.get(VAULT_KEY_HEADER)).toBe(KEY);
    expect(sent.body).toMatchObject({
      name: 'Nube',
      username: 'admin@nube.test',
      password: generated,
      privated: true,
    });
  });
});

describe('for admins', () => {
  it('changes the security password: a wrong current one is said under its field, then the new one is used', async () => {
    signInAs('admin');
    const NEW_KEY = 'Nueva-Clave-Segura-2027';
    let accepted = KEY;
    const api = vaultApi([credential()], {
      'GET /api/password-manager': (call) =>
        call.headers.get(VAULT_KEY_HEADER) === accepted
          ? answer(credentialListResponseSchema, {
              success: true,
              data: [credential()],
              pagination: { page: 1, limit: 10, total: 1 },
            })
          : keyInvalid(),
      'PATCH /api/password-manager/setup': (call) => {
        const body = call.body as { currentPassword: string };
        if (body.currentPassword !== KEY) {
          return new Response(
            JSON.stringify({
              success: false,
              message: TEXTS.currentWrong,
              error: {
                code: 'VALIDATION_ERROR',
                message: TEXTS.currentWrong,
                details: [{ field: 'currentPassword', message: TEXTS.currentWrong }],
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          );
        }
        accepted = NEW_KEY;
        return answer(successSchema, { success: true, message: TEXTS.changed });
      },
    });
    const user = userEvent.setup();
    showVault();
    await unlock(user);
    await screen.findByText('Correo');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña de seguridad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña de seguridad' });
    await user.type(
      within(dialog).getByLabelText(labelled('Contraseña de seguridad actual')),
      'mala',
    );
    await user.type(
      within(dialog).getByLabelText(labelled('Nueva contraseña de seguridad')),
      NEW_KEY,
    );
    await user.type(
      within(dialog).getByLabelText(labelled('Confirmar contraseña de seguridad')),
      NEW_KEY,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar' }));
    expect(await within(dialog).findByText(TEXTS.currentWrong)).toBeTruthy();

    const current = within(dialog).getByLabelText(labelled('Contraseña de seguridad actual'));
    await user.clear(current);
    await user.type(current, KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cambiar contraseña de seguridad' })).toBeNull(),
    );
    // The list goes on with the new password.
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña de Correo' }));
    const before = api.of('GET', '/api/password-manager/1/password');
    expect(before.at(-1)!.headers.get(VAULT_KEY_HEADER)).toBe(NEW_KEY);
  });

  it("reads the 'Actividad' tab from /password-manager/activity", async () => {
    signInAs('admin');
    const api = vaultApi([credential()], {
      'GET /api/password-manager/activity': () =>
        answer(vaultActivityResponseSchema, {
          success: true,
          data: [
            {
              id: 1,
              action: 'reveal',
              userId: ME,
              userName: 'Ana',
              credentialId: 1,
              credentialName: 'Correo',
              ip: '10.0.0.7',
              at: '2026-11-20T10:00:00+01:00',
            },
          ],
          pagination: { page: 1, limit: 10, total: 1 },
        }),
    });
    const user = userEvent.setup();
    showVault();
    await unlock(user);
    await screen.findByText('Correo');
    await user.click(screen.getByRole('tab', { name: 'Actividad' }));
    const ip = await screen.findByText('10.0.0.7');
    const row = ip.closest<HTMLElement>('li, tr')!;
    expect(within(row).getByText('Vio o copió una contraseña')).toBeTruthy();
    expect(within(row).getByText('Ana')).toBeTruthy();
    expect(within(row).getByText('20/11/2026 10:00')).toBeTruthy();
    expect(api.of('GET', '/api/password-manager/activity')[0]!.headers.get(VAULT_KEY_HEADER)).toBe(
      KEY,
    );
  });
});
