import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin', { name: 'Ana Admin' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });

const listUsers = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users', ...(headers && { headers }) });

const patchUser = (id: number, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: payload as object });

const deleteUser = (id: number, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });

const resend = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/resend-verification`,
    headers: admin.headers,
  });

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function register(role: 'admin' | 'office' | 'usuario' = 'usuario') {
  const email = `invitado${++seq}@empresa.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: admin.headers,
    payload: { name: `Invitado ${seq}`, email, role },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().result.id as number, email };
}

describe('GET /api/users', () => {
  it('lists every user, without password hashes, for admin and office', async () => {
    const office = await t.signIn('office', { name: 'Olga Oficina' });
    const pending = await register();
    for (const caller of [admin, office]) {
      const response = await listUsers(caller.headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.totalItems).toBe(body.data.length);
      expect(body.data).toEqual(
        expect.arrayContaining([
          {
            id: admin.id,
            name: 'Ana Admin',
            email: admin.email,
            role: 'admin',
            phone: '',
            active: true,
            verified: true,
            secondFactor: false,
          },
          expect.objectContaining({ id: office.id, role: 'office', verified: true }),
          expect.objectContaining({ id: pending.id, verified: false, active: true }),
        ]),
      );
      expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    }
  });

  it('refuses a usuario with 403 and an anonymous caller with 401', async () => {
    const usuario = await t.signIn('usuario');
    const forbidden = await listUsers(usuario.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    const anonymous = await listUsers();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });
});

describe('PATCH /api/users/:id', () => {
  it('lets an admin change name, role and phone', async () => {
    const user = await t.signIn('usuario', { name: 'Raúl Viejo' });
    const response = await patchUser(user.id, {
      name: '  Raúl Nuevo ',
      role: 'office',
      phone: '+34 (91) 555-12-34',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Usuario actualizado correctamente',
      data: {
        id: user.id,
        name: 'Raúl Nuevo',
        role: 'office',
        phone: '+34 (91) 555-12-34',
        email: user.email,
      },
    });
    // The new role takes effect for the user's own session: office may now list users.
    expect((await listUsers(user.headers)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().result).toMatchObject({ name: 'Raúl Nuevo', role: 'office' });
  });

  it('refuses to change the email', async () => {
    const user = await t.signIn('usuario');
    for (const payload of [{ email: 'otro@empresa.test' }, { name: 'X', email: 'x@e.test' }]) {
      const response = await patchUser(user.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'El email no se puede modificar',
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    const list = await listUsers(admin.headers);
    const row = list.json().data.find((u: { id: number }) => u.id === user.id);
    expect(row.email).toBe(user.email);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an empty change, a bad role and a bad phone', async () => {
    const user = await t.signIn('usuario');
    const empty = await patchUser(user.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No hay cambios para guardar');
    const role = await patchUser(user.id, { role: 'superadmin' });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain('Rol inválido');
    const phone = await patchUser(user.id, { phone: 'llámame' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toContain('Teléfono inválido');
  });

  it('refuses a non-admin with 403', async () => {
    const office = await t.signIn('office');
    const target = await t.signIn('usuario');
    const response = await patchUser(target.id, { name: 'Hackeado' }, office.headers);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    const patched = await patchUser(999_999, { name: 'Nadie' });
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toMatchObject({
      success: false,
      message: 'Usuario no encontrado',
      error: { code: 'NOT_FOUND' },
    });
    const deleted = await deleteUser(999_999);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe('Usuario no encontrado');
    const resent = await resend(999_999);
    expect(resent.statusCode).toBe(404);
  });
});

describe('the last active admin', () => {
  it('cannot be demoted, while an admin with another active admin can', async () => {
    const lastAdmin = await patchUser(admin.id, { role: 'office' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toMatchObject({
      success: false,
      message: 'Debe quedar al menos un administrador activo',
      error: { code: 'CONFLICT' },
    });

    // A second admin can be demoted: the first one remains.
    const second = await t.signIn('admin');
    const demoted = await patchUser(second.id, { role: 'usuario' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.role).toBe('usuario');

    // A deactivated admin does not count as the one that remains.
    const third = await t.signIn('admin');
    expect((await deleteUser(third.id)).statusCode).toBe(200);
    expect((await patchUser(admin.id, { role: 'usuario' })).statusCode).toBe(409);

    const list = await listUsers(admin.headers);
    expect(list.json().data.find((u: { id: number }) => u.id === admin.id).role).toBe('admin');
    // Other fields of the last admin can still change.
    expect((await patchUser(admin.id, { phone: '600 111 222' })).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deactivates: no sign-in, sessions end, the user stays listed as inactive', async () => {
    const user = await t.signIn('office', { name: 'Iván Baja' });
    const shareableBefore = await t.app.inject({
      method: 'GET',
      url: '/api/users/shareable',
      headers: admin.headers,
    });
    expect(shareableBefore.json().data.map((u: { id: number }) => u.id)).toContain(user.id);

    const response = await deleteUser(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Usuario desactivado correctamente',
    });

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: user.headers,
    });
    expect(session.statusCode).toBe(401);
    const signIn = await login(user.email, TEST_PASSWORD);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe('Email o contraseña incorrectos');

    const list = await listUsers(admin.headers);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: user.id, name: 'Iván Baja', active: false }),
    );
    const shareableAfter = await t.app.inject({
      method: 'GET',
      url: '/api/users/shareable',
      headers: admin.headers,
    });
    expect(shareableAfter.json().data.map((u: { id: number }) => u.id)).not.toContain(user.id);
  });

  it('serves the list again only while no user changed, whoever changed it', async () => {
    const user = await t.signIn('usuario', { name: 'Lista Antes' });
    const first = await listUsers(admin.headers);
    expect(first.json().data).toContainEqual(
      expect.objectContaining({ id: user.id, name: 'Lista Antes' }),
    );
    // A change written straight to the database (as another server instance would) shows at once.
    await t.db.update(users).set({ name: 'Lista Después' }).where(eq(users.id, user.id));
    const second = await listUsers(admin.headers);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json().data).toContainEqual(
      expect.objectContaining({ id: user.id, name: 'Lista Después' }),
    );
    expect(second.json().totalItems).toBe(second.json().data.length);
  });

  it('reactivates a deactivated user, who signs in again with the same password', async () => {
    const user = await t.signIn('usuario', { name: 'Rita Vuelve' });
    expect((await deleteUser(user.id)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(400);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/reactivate`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Usuario reactivado correctamente',
      data: { id: user.id, active: true },
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The sessions ended by the deactivation stay ended.
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(old.statusCode).toBe(401);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/999999/reactivate',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not let an admin deactivate themself', async () => {
    const response = await deleteUser(admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'No puedes desactivar tu propia cuenta',
      error: { code: 'CONFLICT' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.active).toBe(true);
  });

  it('refuses a non-admin with 403 and leaves the user active', async () => {
    const office = await t.signIn('office');
    const target = await t.signIn('usuario');
    expect((await deleteUser(target.id, office.headers)).statusCode).toBe(403);
    expect((await login(target.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/users/shareable', () => {
  it('lists the active users other than the caller with only id, name and email', async () => {
    const usuario = await t.signIn('usuario', { name: 'Sara Comparte' });
    const colleague = await t.signIn('office', { name: 'Carlos Colega' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/shareable',
      headers: usuario.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const ids = body.data.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(usuario.id);
    expect(ids).toContain(admin.id);
    expect(body.data).toContainEqual({
      id: colleague.id,
      name: 'Carlos Colega',
      email: colleague.email,
    });
    for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['email', 'id', 'name']);

    const all = (await listUsers(admin.headers)).json().data as { id: number; active: boolean }[];
    const expected = all.filter((u) => u.active && u.id !== usuario.id).map((u) => u.id);
    expect([...ids].sort()).toEqual(expected.sort());

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/shareable' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/users/:id/resend-verification', () => {
  it('mails a new link and the previous one stops working', async () => {
    const invited = await register();
    const firstLink = await t.smtp.linkFor(invited.email);

    const response = await resend(invited.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Invitación reenviada correctamente',
    });
    const mails = t.smtp.received.filter((mail) => mail.to.includes(invited.email));
    expect(mails).toHaveLength(2);
    const secondLink = await t.smtp.linkFor(invited.email);
    expect(secondLink).toMatch(/^http:\/\/app\.test\/auth\/verify-user\?token=/);
    expect(secondLink).not.toBe(firstLink);

    const setPassword = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-user',
        payload: { token: tokenOf(link), password: 'Clave-Nueva-Segura-1' },
      });
    const old = await setPassword(firstLink);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('El enlace no es válido o ha expirado. Solicita uno nuevo.');
    expect((await setPassword(secondLink)).statusCode).toBe(200);
    expect((await login(invited.email, 'Clave-Nueva-Segura-1')).statusCode).toBe(200);

    // Once verified, there is nothing to resend.
    const verified = await resend(invited.id);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({
      success: false,
      message: 'El usuario ya estableció su contraseña',
      error: { code: 'CONFLICT' },
    });
    expect(t.smtp.received.filter((mail) => mail.to.includes(invited.email))).toHaveLength(2);
  });

  it('is refused with 409 for a verified user and for a deactivated one', async () => {
    const verifiedUser = await t.signIn('usuario');
    const verified = await resend(verifiedUser.id);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('El usuario ya estableció su contraseña');

    const invited = await register();
    const link = await t.smtp.linkFor(invited.email);
    expect((await deleteUser(invited.id)).statusCode).toBe(200);
    const inactive = await resend(invited.id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('El usuario está desactivado');
    // The link mailed before the deactivation no longer opens the account.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-user',
      payload: { token: tokenOf(link), password: 'Clave-Nueva-Segura-1' },
    });
    expect(late.statusCode).toBe(400);
    expect((await login(invited.email, 'Clave-Nueva-Segura-1')).statusCode).toBe(400);
    expect(t.smtp.received.filter((mail) => mail.to.includes(verifiedUser.email))).toHaveLength(0);
  });
});
