import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { sessions, userTokens } from '../../db/schema/index';

const INVALID_LINK = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';
const NEW_PASSWORD = 'Otra-Clave-Larga-2026';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const uniqueEmail = (prefix: string) => `${prefix}${++seq}@empresa.test`;

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The text of a raw mail with quoted-printable undone (the mail is UTF-8). */
const decodeMail = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailsTo = (to: string) => t.smtp.received.filter((mail) => mail.to.includes(to));

/** Waits for a mail to `to` beyond the `seen` ones already received and returns its link. */
async function nextLink(to: string, seen: number): Promise<string> {
  const started = Date.now();
  while (mailsTo(to).length <= seen) {
    if (Date.now() - started > 5000) throw new Error(`no new mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return t.smtp.linkFor(to);
}

/** An admin registers a user; the user receives the verification link. */
async function register(email = uniqueEmail('nuevo')) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: admin.headers,
    payload: { name: 'Lucía Gómez', email, role: 'usuario', phone: '+34 600 000 000' },
  });
  expect(response.statusCode).toBe(201);
  return { response, email, link: await t.smtp.linkFor(email) };
}

const setPassword = (kind: 'verify-user' | 'verify-password', token: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${kind}`, payload: { token, password } });

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });

describe('login', () => {
  it('signs in with a random token of at least 128 bits and the user without password hash', async () => {
    const user = await t.signIn('office', { name: 'Marta Ruiz' });
    const first = await login(user.email, TEST_PASSWORD);
    const second = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      result: {
        id: user.id,
        name: 'Marta Ruiz',
        email: user.email,
        role: 'office',
        phone: '',
        active: true,
        verified: true,
      },
    });
    expect(first.body).not.toMatch(/argon2|password/i);
    expect(Buffer.from(body.token as string, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(second.json().token).not.toBe(body.token);
  });

  it('answers a wrong password and an unknown email with the same 400 body', async () => {
    const user = await t.signIn('usuario');
    const wrongPassword = await login(user.email, 'no-es-la-clave-1');
    const unknownEmail = await login(uniqueEmail('nadie'), 'no-es-la-clave-1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      success: false,
      message: 'Email o contraseña incorrectos',
      error: { code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos' },
    });
  });

  it('does not let a user who has not verified the account sign in', async () => {
    const { email } = await register();
    const response = await login(email, TEST_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email o contraseña incorrectos');
    expect(response.json()).not.toHaveProperty('token');
  });

  it('does not let a deactivated user sign in, even with the right password', async () => {
    const user = await t.signIn('usuario');
    const deactivated = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
    });
    expect(deactivated.statusCode).toBe(200);
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email o contraseña incorrectos');
  });

  it('limits failures per account and address: after 5, even the right password from there gets 429', async () => {
    const user = await t.signIn('usuario');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(user.email, `intento-fallido-${attempt}`)).statusCode).toBe(400);
    }
    const blocked = await login(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
      error: { code: 'RATE_LIMITED' },
    });
    expect(blocked.json()).not.toHaveProperty('token');
    // The account is the same whatever the case of the email.
    expect((await login(user.email.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(429);
    // Another account is not affected.
    const other = await t.signIn('usuario');
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits login attempts per IP with the error body', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth',
          remoteAddress,
          payload: { email: uniqueEmail('ip'), password: 'cualquier-clave' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(400);
      const fourth = await attempt('10.0.0.1');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({
        success: false,
        message: expect.any(String),
        error: { code: 'RATE_LIMITED', message: fourth.json().message },
      });
      expect(fourth.json().message).toMatch(/Demasiados intentos/);
      // Another address still gets an answer.
      expect((await attempt('10.0.0.2')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('session', () => {
  it('GET /api/auth/me returns the signed-in user and 401 without a valid token', async () => {
    const user = await t.signIn('office', { name: 'Pedro Sanz' });
    const response = await me(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: {
        id: user.id,
        name: 'Pedro Sanz',
        email: user.email,
        role: 'office',
        phone: '',
        active: true,
        verified: true,
      },
      // The company's zone (the harness runs with APP_TIME_ZONE=Europe/Madrid), for calendar days.
      timeZone: 'Europe/Madrid',
      // The company's money and number style: SPEC §9's defaults when APP_CURRENCY and
      // APP_NUMBER_FORMAT are unset.
      numberStyle: { currency: 'USD', numberFormat: 'en-US' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    const forged = await me('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
  });

  it('logout revokes the session on the server', async () => {
    const user = await t.signIn('usuario');
    const other = await login(user.email, TEST_PASSWORD);
    const otherToken = other.json().token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Sesión cerrada correctamente' });
    expect((await me(user.token)).statusCode).toBe(401);
    // Only that session ends: the user's other device stays signed in.
    expect((await me(otherToken)).statusCode).toBe(200);
  });

  it('stores neither session nor emailed tokens in clear', async () => {
    const user = await t.signIn('usuario');
    const { link } = await register();
    const token = tokenOf(link);
    const sessionRows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const tokenRows = await t.db.select().from(userTokens);
    expect(sessionRows).toHaveLength(1);
    expect(tokenRows.length).toBeGreaterThan(0);
    for (const row of [...sessionRows, ...tokenRows]) {
      for (const value of Object.values(row)) {
        expect(String(value)).not.toContain(user.token);
        expect(String(value)).not.toContain(token);
      }
    }
  });

  it('ends a session after 12 h without activity', async () => {
    const user = await t.signIn('usuario');
    expect((await me(user.token)).statusCode).toBe(200);
    // The server's clock moves on (the embedded database's session cache sees it too); the
    // database's own now() stays, as the lookup compares against the server's time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * HOUR);
      expect((await me(user.token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 13 * HOUR);
      const response = await me(user.token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a session at its absolute expiry, however active, within 7 days', async () => {
    const user = await t.signIn('usuario');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 7 * 24 * HOUR)).toBeLessThan(60_000);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.token)).statusCode).toBe(401);
  });
});

describe('register and verification', () => {
  it('sends a Spanish verification mail whose link sets the password once', async () => {
    const email = uniqueEmail('verifica');
    const { response, link } = await register(email);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Usuario creado correctamente',
      result: { email, name: 'Lucía Gómez', role: 'usuario', active: true, verified: false },
    });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const text = decodeMail(mails[0]!.raw);
    expect(text).toContain('Subject: Activa tu cuenta de Back Office');
    expect(text).toContain('Hola Lucía Gómez');
    expect(text).toContain('establece tu contraseña');
    expect(link).toMatch(/^http:\/\/app\.test\/auth\/verify-user\?token=[A-Za-z0-9_-]{22,}$/);

    const verified = await setPassword('verify-user', tokenOf(link), NEW_PASSWORD);
    expect(verified.statusCode).toBe(200);
    // The account's email comes back, for the sign-in form to come filled in.
    expect(verified.json()).toEqual({
      success: true,
      message: 'Contraseña establecida correctamente. Puedes iniciar sesión.',
      email,
    });
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result.verified).toBe(true);

    const again = await setPassword('verify-user', tokenOf(link), 'Tercera-Clave-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: INVALID_LINK });
    expect((await login(email, 'Tercera-Clave-2026')).statusCode).toBe(400);
  });

  it('gives a verification link 48 h and refuses it once expired', async () => {
    const { email, link } = await register();
    const token = tokenOf(link);
    const [row] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.purpose, 'verify'))
      .orderBy(userTokens.id)
      .then((rows) => rows.slice(-1));
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 48 * HOUR)).toBeLessThan(
      60_000,
    );
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.id, row!.id));
    const response = await setPassword('verify-user', token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LINK);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('refuses common and too short passwords, and the link still works after', async () => {
    const { email, link } = await register();
    const token = tokenOf(link);
    for (const common of ['password123', 'contraseña123', 'PASSWORD123']) {
      const response = await setPassword('verify-user', token, common);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Esta contraseña es demasiado común',
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    const short = await setPassword('verify-user', token, 'Ab1!x');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('La contraseña debe tener al menos 8 caracteres');
    const tooLong = await setPassword('verify-user', token, 'x'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('como máximo 128 caracteres');

    expect((await setPassword('verify-user', token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const { email } = await register();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin.headers,
      payload: { name: 'Otra Persona', email: email.toUpperCase(), role: 'office' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Ya existe un usuario con ese email',
      error: { code: 'CONFLICT' },
    });
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for an existing and an unknown email; only the existing one gets mail', async () => {
    const user = await t.signIn('usuario');
    const unknown = uniqueEmail('desconocido');
    const forUnknown = await forgot(unknown);
    const forExisting = await forgot(user.email);
    expect(forExisting.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(200);
    expect(forExisting.json()).toEqual(forUnknown.json());
    expect(forExisting.json()).toEqual({
      success: true,
      message: 'Se ha enviado el enlace de recuperación a tu email',
    });
    const link = await nextLink(user.email, 0);
    expect(link).toMatch(/^http:\/\/app\.test\/auth\/reset-password\?token=[A-Za-z0-9_-]{22,}$/);
    const text = decodeMail(mailsTo(user.email)[0]!.raw);
    expect(text).toContain('Recibimos una solicitud para restablecer tu contraseña');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('sets a new password from the link, ends every session and retires the old password', async () => {
    const user = await t.signIn('office');
    const otherDevice = (await login(user.email, TEST_PASSWORD)).json().token as string;
    expect((await forgot(user.email)).statusCode).toBe(200);
    const link = await nextLink(user.email, 0);

    const reset = await setPassword('verify-password', tokenOf(link), NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: 'Contraseña restablecida correctamente. Inicia sesión.',
      email: user.email,
    });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const old = await login(user.email, TEST_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Email o contraseña incorrectos');
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().token)).statusCode).toBe(200);

    const reused = await setPassword('verify-password', tokenOf(link), 'Tercera-Clave-2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID_LINK);
  });

  it('refuses a reset link after 1 h and a verification link used as a reset link', async () => {
    const user = await t.signIn('usuario');
    expect((await forgot(user.email)).statusCode).toBe(200);
    const link = await nextLink(user.email, 0);
    const [row] = await t.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id))
      .orderBy(userTokens.id)
      .then((rows) => rows.slice(-1));
    expect(row!.purpose).toBe('reset');
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - HOUR)).toBeLessThan(
      60_000,
    );
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.id, row!.id));
    const expired = await setPassword('verify-password', tokenOf(link), NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_LINK);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    const { link: verifyLink } = await register();
    const wrongKind = await setPassword('verify-password', tokenOf(verifyLink), NEW_PASSWORD);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe(INVALID_LINK);
  });

  it('refuses a common password on reset and keeps the link usable', async () => {
    const user = await t.signIn('usuario');
    expect((await forgot(user.email)).statusCode).toBe(200);
    const token = tokenOf(await nextLink(user.email, 0));
    const common = await setPassword('verify-password', token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('Esta contraseña es demasiado común');
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await setPassword('verify-password', token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
