import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';
import { ensureFirstAdmin } from './first-admin';

/** The first run without ADMIN_EMAIL / ADMIN_PASSWORD (DECISIONS §1), on a database with no admin. */
let t: TestApp;
let token = '';
const PASSWORD = 'Primera-Clave-Admin-2026';
const INVALID_LINK = 'El enlace no es válido o ha expirado. Solicita uno nuevo.';

beforeAll(async () => {
  t = await createTestApp();
  const result = await ensureFirstAdmin(t.db, {
    email: undefined,
    password: undefined,
    appUrl: 'http://app.test',
    now: t.app.clock.now(),
  });
  if (result.kind !== 'setup-link') throw new Error(`expected a setup link, got ${result.kind}`);
  token = new URL(result.link).searchParams.get('token') ?? '';
});
afterAll(() => t.close());

const describeLink = (value: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/verify-user?token=${encodeURIComponent(value)}` });
const verify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-user', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });

describe('first admin setup link', () => {
  it('says it sets up the first admin, without offering the placeholder name or email', async () => {
    const response = await describeLink(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, firstAdmin: true, name: null, email: null });
  });

  it('refuses an unknown link, saying that a restart prints a new one while there is no admin', async () => {
    const response = await describeLink('y'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'Este enlace ya no sirve. Mientras no haya un administrador, el servidor imprime en su consola un enlace nuevo cada vez que se inicia: reinícialo y abre el enlace que muestre.',
    });
  });

  it('asks for the name and email along with the password, and keeps the link usable', async () => {
    const response = await verify({ token, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Indica el nombre y el email del administrador',
      error: { code: 'VALIDATION_ERROR', details: { name: 'Requerido', email: 'Requerido' } },
    });
    expect((await describeLink(token)).statusCode).toBe(200);
  });

  it('refuses an email another account has, with 409, and keeps the link usable', async () => {
    const other = await t.signIn('usuario', { email: 'ocupado@empresa.test' });
    const response = await verify({
      token,
      password: PASSWORD,
      name: 'Dirección',
      email: 'OCUPADO@empresa.test',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Ya existe un usuario con ese email' });
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.role).toBe('usuario');
    expect((await describeLink(token)).statusCode).toBe(200);
  });

  it('refuses a common password and keeps the link usable', async () => {
    const response = await verify({
      token,
      password: 'password123',
      name: 'Dirección',
      email: 'direccion@empresa.test',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Esta contraseña es demasiado común' });
    expect((await describeLink(token)).statusCode).toBe(200);
  });

  it('sets name, email and password once: the admin signs in with their own email', async () => {
    const response = await verify({
      token,
      password: PASSWORD,
      name: '  Laura Méndez ',
      email: ' Laura.Mendez@Empresa.test ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Contraseña establecida correctamente. Puedes iniciar sesión.',
      email: 'laura.mendez@empresa.test',
    });

    const signedIn = await login('laura.mendez@empresa.test', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      result: { name: 'Laura Méndez', email: 'laura.mendez@empresa.test', role: 'admin' },
    });
    expect((await login('admin@example.com', PASSWORD)).statusCode).toBe(400);

    // Single use, and the setup is over: a new start does not print a link.
    expect(
      (await verify({ token, password: PASSWORD, name: 'Otra', email: 'o@e.test' })).json(),
    ).toMatchObject({ message: INVALID_LINK });
    // The used page says the account is set up and how to get in, not to ask for a new link.
    const used = await describeLink(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(
      'Este enlace ya se usó: la cuenta de administrador ya está configurada. Inicia sesión con su email; si no recuerdas la contraseña, usa «¿Olvidaste tu contraseña?».',
    );
    expect((await describeLink('z'.repeat(43))).json().message).toBe(INVALID_LINK);
    const again = await ensureFirstAdmin(t.db, {
      email: undefined,
      password: undefined,
      appUrl: 'http://app.test',
      now: t.app.clock.now(),
    });
    expect(again.kind).toBe('exists');
  });
});

describe('an emailed verification link', () => {
  it('keeps the two password fields: it cannot set a name or an email, even for an admin', async () => {
    const signedIn = await login('laura.mendez@empresa.test', PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` };
    const email = 'segunda.admin@empresa.test';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { name: 'Segunda Admin', email, role: 'admin' },
    });
    expect(registered.statusCode).toBe(201);
    const mailed = new URL(await t.smtp.linkFor(email)).searchParams.get('token') ?? '';

    const described = await describeLink(mailed);
    expect(described.json()).toEqual({ success: true, firstAdmin: false, name: null, email: null });

    const refused = await verify({
      token: mailed,
      password: PASSWORD,
      name: 'Otro nombre',
      email: 'otra@empresa.test',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Este enlace solo establece la contraseña; el nombre y el email no cambian aquí',
    });

    const accepted = await verify({ token: mailed, password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect((await login(email, PASSWORD)).json()).toMatchObject({
      result: { name: 'Segunda Admin', email },
    });
  });
});

describe('several instances starting together on an empty database', () => {
  it('makes one first admin, and the others find it', async () => {
    const fresh = await createTestApp();
    try {
      const options = {
        email: 'jefa@empresa.test',
        password: 'Clave-De-Arranque-2026',
        appUrl: 'http://app.test',
        now: fresh.app.clock.now(),
      };
      const results = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(fresh.db, options)));
      expect(results.map((result) => result.kind).sort()).toEqual([
        'created-with-password',
        'exists',
        'exists',
      ]);
      const admins = await fresh.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'admin'));
      expect(admins).toEqual([{ email: 'jefa@empresa.test' }]);
    } finally {
      await fresh.close();
    }
  });
});
