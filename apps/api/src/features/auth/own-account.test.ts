/**
 * 'Mi cuenta': every signed-in user renames themself (`PATCH /auth/me`) and changes their own
 * password given the current one (`POST /auth/change-password`). The current password is a guess
 * like a sign-in's: counted by the sign-in limiter before it is checked (DECISIONS §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { headers: Record<string, string>; email: string };

const rename = (who: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: who.headers, payload });
const changePassword = (
  who: Session,
  payload: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: who.headers,
    remoteAddress,
    payload,
  });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth', remoteAddress, payload: { email, password } });

const NEW_PASSWORD = 'Otra-Clave-Segura-2026';
const WRONG = 'La contraseña actual no es correcta';
const TOO_MANY = 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.';

describe('PATCH /api/auth/me', () => {
  it.each(['admin', 'office', 'usuario'] as const)('lets a %s rename themself', async (role) => {
    const user = await t.signIn(role);
    const response = await rename(user, { name: '  Lucía Pérez  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Nombre actualizado correctamente',
      result: { name: 'Lucía Pérez', email: user.email, role },
    });
    // The session serves the new name at once.
    expect((await me(user.headers)).json().result.name).toBe('Lucía Pérez');
  });

  it('refuses a blank or too long name with a Spanish message, and changes nothing else', async () => {
    const user = await t.signIn('usuario', { name: 'Nombre Original' });
    const blank = await rename(user, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Requerido');
    const long = await rename(user, { name: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Máximo 120 caracteres');
    // Only the name is taken: a role or an email in the body are not.
    const sneaky = await rename(user, { name: 'Nuevo', role: 'admin', email: 'otro@empresa.test' });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().result).toMatchObject({
      name: 'Nuevo',
      role: 'usuario',
      email: user.email,
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { name: 'Nadie' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await t.signIn('office');
    // A second session of the same user, on another device.
    const other = await login(user.email, TEST_PASSWORD, '198.51.100.9');
    const otherHeaders = { authorization: `Bearer ${other.json().token as string}` };
    expect((await me(otherHeaders)).statusCode).toBe(200);

    const response = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message:
        'Contraseña cambiada correctamente. Las demás sesiones abiertas con tu cuenta se han cerrado.',
    });
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    // The old password no longer signs in; the new one does.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.10')).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD, '198.51.100.10')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a Spanish 400 and keeps the old password', async () => {
    const user = await t.signIn('usuario');
    const response = await changePassword(user, {
      currentPassword: 'no-es-la-mia',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: WRONG,
      error: { code: 'INVALID_CREDENTIALS', message: WRONG },
    });
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.11')).statusCode).toBe(200);
  });

  it('refuses a short, a common or an unchanged new password, as set-password does', async () => {
    const user = await t.signIn('admin');
    const short = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'corta',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('La contraseña debe tener al menos 8 caracteres');
    const common = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('Esta contraseña es demasiado común');
    const same = await changePassword(user, {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('La nueva contraseña debe ser distinta de la actual');
    const missing = await changePassword(user, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Requerido');
    // Nothing changed.
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.12')).statusCode).toBe(200);
  });

  it('counts wrong current passwords with the sign-in limiter: the 6th try is refused', async () => {
    const user = await t.signIn('usuario');
    const address = '203.0.113.80';
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(
        user,
        { currentPassword: `adivinanza-${i}`, newPassword: NEW_PASSWORD },
        address,
      );
      expect(wrong.statusCode).toBe(400);
    }
    // Even the right current password is refused from that address now, and so is a sign-in.
    const refused = await changePassword(
      user,
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    // From another address the owner still changes it.
    const elsewhere = await changePassword(
      user,
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      '198.51.100.13',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('never evaluates more than 5 of 60 wrong tries sent at once', async () => {
    const user = await t.signIn('usuario');
    const address = '203.0.113.81';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        changePassword(
          user,
          { currentPassword: `a-la-vez-${i}`, newPassword: NEW_PASSWORD },
          address,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });
});
