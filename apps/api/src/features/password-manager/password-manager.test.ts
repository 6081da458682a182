/**
 * The credential vault as its callers see it (SPEC §2, §6, §7; DECISIONS §9): setup, the header on
 * every call, the wrong-password limit, who sees and edits what, the activity log, and the change
 * of the security password. One app for the file: each unlock costs a 64 MiB KDF, so sessions are
 * shared and unlocked once.
 */
import { PASSWORD_MANAGER_TEXTS as T } from '@app/contract/password-manager';
import type {
  Credential,
  CredentialListResponse,
  VaultActivityResponse,
} from '@app/contract/password-manager';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import {
  addCredential,
  NEW_VAULT_PASSWORD,
  setUpVault,
  VAULT_PASSWORD,
  vaultCall,
} from '../../../test/kits/password-manager-test-kit';
import { UNLOCK_IDLE_MS } from './vault-unlocks';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
let offsetMs = 0;
let admin: Session;
let ana: Session;
let bruno: Session;
let office: Session;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  admin = await t.signIn('admin', { name: 'Marta Admin' });
  ana = await t.signIn('usuario', { name: 'Ana Usuaria' });
  bruno = await t.signIn('usuario', { name: 'Bruno Usuario' });
  office = await t.signIn('office', { name: 'Olga Oficina' });
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { key?: string; payload?: object } = {},
) => vaultCall(t.app, session, method, url, options);

const list = async (session: Session, query = '', key = VAULT_PASSWORD) => {
  const response = await call(session, 'GET', `/api/password-manager${query}`, { key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CredentialListResponse>();
};
const names = async (session: Session, query = '') =>
  (await list(session, query)).data.map((credential) => credential.name).sort();
const reveal = (session: Session, id: number, key = VAULT_PASSWORD) =>
  call(session, 'GET', `/api/password-manager/${id}/password`, { key });
const revealed = async (session: Session, id: number, key = VAULT_PASSWORD) => {
  const response = await reveal(session, id, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { password: string } }>().data.password;
};
const activity = async (query = '?limit=100') => {
  const response = await call(admin, 'GET', `/api/password-manager/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VaultActivityResponse>();
};
const unlocksOf = async (userName: string) =>
  (await activity('?action=unlock&limit=100')).data.filter((entry) => entry.userName === userName)
    .length;

describe('before the setup', () => {
  it('says it is not configured, and answers a call with the header with that text', async () => {
    const status = await call(ana, 'GET', '/api/password-manager/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true, configured: false });
    expectErrorBody(await call(ana, 'GET', '/api/password-manager', { key: VAULT_PASSWORD }), {
      status: 409,
      code: 'VAULT_NOT_CONFIGURED',
      message: T.notConfigured,
    });
  });

  it('refuses a short, common, or unsendable security password', async () => {
    const setup = (password: string) =>
      call(admin, 'POST', '/api/password-manager/setup', { payload: { password } });
    expectErrorBody(await setup(''), { status: 400, message: T.keyRequired });
    expectErrorBody(await setup('corta-123'), { status: 400, message: /al menos 10/ });
    expectErrorBody(await setup('0123456789'), { status: 400, message: T.commonPassword });
    expectErrorBody(await setup('Bóveda € 2026!'), { status: 400, message: T.headerCharacters });
    const status = await call(admin, 'GET', '/api/password-manager/status');
    expect(status.json()).toEqual({ success: true, configured: false });
  });
});

describe('the setup', () => {
  it('is done once by an admin, then refused with 409', async () => {
    await setUpVault(t.app, admin);
    const status = await call(office, 'GET', '/api/password-manager/status');
    expect(status.json()).toEqual({ success: true, configured: true });
    expectErrorBody(
      await call(admin, 'POST', '/api/password-manager/setup', {
        payload: { password: 'Otra-Distinta-2026' },
      }),
      { status: 409, code: 'CONFLICT', message: T.alreadyConfigured },
    );
  });

  it('keeps neither the security password nor a key in clear in the vault row', async () => {
    const result = await t.db.execute(sql`select * from vault`);
    const row = (result as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(row.kdf).toBe('argon2id');
    expect(JSON.parse(String(row.kdf_params))).toMatchObject({ memoryCost: 65536, timeCost: 3 });
    expect(row.wrap_version).toBe(1);
    expect(JSON.stringify(row)).not.toContain(VAULT_PASSWORD);
  });
});

describe('the security password on each call', () => {
  it('is required: a missing or blank header is a 403 with the SPEC text, never a 401', async () => {
    for (const key of [undefined, '', '   ']) {
      expectErrorBody(await call(ana, 'GET', '/api/password-manager', { key }), {
        status: 403,
        code: 'VAULT_KEY_INVALID',
        message: T.keyRequired,
      });
    }
  });

  it('answers a wrong one with 403 VAULT_KEY_INVALID and records the failed unlock', async () => {
    expectErrorBody(await call(office, 'GET', '/api/password-manager', { key: 'no-es-la-clave' }), {
      status: 403,
      code: 'VAULT_KEY_INVALID',
      message: T.keyInvalid,
    });
    const failed = (await activity('?action=unlock_failed')).data;
    expect(failed[0]).toMatchObject({ userName: 'Olga Oficina', ip: '127.0.0.1' });
  });

  it('runs the KDF once per session: later calls are recorded as one unlock', async () => {
    await list(ana);
    await list(ana);
    await list(ana, '?page=1');
    expect(await unlocksOf('Ana Usuaria')).toBe(1);
  });

  it('is asked again after 15 idle minutes (a new unlock), not before', async () => {
    offsetMs += UNLOCK_IDLE_MS - 60_000;
    await list(ana);
    expect(await unlocksOf('Ana Usuaria')).toBe(1);
    offsetMs += UNLOCK_IDLE_MS;
    await list(ana);
    expect(await unlocksOf('Ana Usuaria')).toBe(2);
  });

  it('refuses a sixth wrong password of a user within 15 minutes with 429, even the right one, and no one else', async () => {
    const guesser = await t.signIn('usuario', { name: 'Gonzalo Adivino' });
    for (let i = 0; i < 5; i++) {
      expectErrorBody(
        await call(guesser, 'GET', '/api/password-manager', { key: `adivinanza-${i}` }),
        { status: 403, code: 'VAULT_KEY_INVALID', message: T.keyInvalid },
      );
    }
    expectErrorBody(await call(guesser, 'GET', '/api/password-manager', { key: VAULT_PASSWORD }), {
      status: 429,
      code: 'RATE_LIMITED',
      message: T.tooManyAttempts,
    });
    // Another session of the same user is refused too; another user is not.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: guesser.email, password: TEST_PASSWORD },
    });
    const otherSession = { headers: { authorization: `Bearer ${again.json().token}` } };
    expectErrorBody(
      await vaultCall(t.app, otherSession, 'GET', '/api/password-manager', { key: VAULT_PASSWORD }),
      { status: 429 },
    );
    await list(bruno);
  });
});

let anaPrivate: { id: number };
let anaPublic: { id: number };
let brunoMail: { id: number };

describe('credentials', () => {
  beforeAll(async () => {
    anaPrivate = await addCredential(t.app, ana, {
      name: 'Banco García',
      username: 'ana.garcia',
      password: 'Priv4da-de-Ana!',
      website: 'banco.example.com',
      privated: true,
    });
    anaPublic = await addCredential(t.app, ana, {
      name: 'Proveedor Eléctrico',
      username: 'empresa',
      password: 'Publ1ca-de-Todos!',
      website: 'https://luz.example.com',
    });
  });

  it('lists without passwords, with the owner and lock flags, in data and pagination', async () => {
    const page = await list(ana, '?limit=10');
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 2 });
    const byName = Object.fromEntries(page.data.map((c) => [c.name, c])) as Record<
      string,
      Credential
    >;
    expect(byName['Banco García']).toMatchObject({
      username: 'ana.garcia',
      privated: true,
      isOwner: true,
      creatorName: 'Ana Usuaria',
    });
    expect(byName['Proveedor Eléctrico']).toMatchObject({ privated: false, isOwner: true });
    const body = JSON.stringify(page);
    expect(body).not.toContain('Priv4da-de-Ana!');
    expect(body).not.toContain('Publ1ca-de-Todos!');
    expect(body).not.toContain('password');
  });

  it('shows a private credential to its creator only, admins included', async () => {
    expect(await names(bruno)).toEqual(['Proveedor Eléctrico']);
    expect(await names(admin)).toEqual(['Proveedor Eléctrico']);
    const seen = (await list(bruno)).data[0]!;
    expect(seen).toMatchObject({ isOwner: false, creatorName: 'Ana Usuaria' });
    for (const session of [bruno, admin]) {
      expectErrorBody(await reveal(session, anaPrivate.id), {
        status: 404,
        message: T.notFound,
      });
      expectErrorBody(
        await call(session, 'PATCH', `/api/password-manager/${anaPrivate.id}`, {
          key: VAULT_PASSWORD,
          payload: { name: 'Robada' },
        }),
        { status: 404, message: T.notFound },
      );
    }
  });

  it('reveals a password to whoever may see the credential, and records it', async () => {
    expect(await revealed(ana, anaPrivate.id)).toBe('Priv4da-de-Ana!');
    expect(await revealed(bruno, anaPublic.id)).toBe('Publ1ca-de-Todos!');
    const reveals = (await activity('?action=reveal')).data;
    expect(reveals[0]).toMatchObject({
      userName: 'Bruno Usuario',
      credentialId: anaPublic.id,
      credentialName: 'Proveedor Eléctrico',
    });
  });

  it("lets only the creator edit or delete, with SPEC §6's texts", async () => {
    expectErrorBody(
      await call(bruno, 'PATCH', `/api/password-manager/${anaPublic.id}`, {
        key: VAULT_PASSWORD,
        payload: { password: 'Cambiada-por-Bruno' },
      }),
      { status: 403, code: 'FORBIDDEN', message: T.cannotEdit },
    );
    expectErrorBody(
      await call(admin, 'DELETE', `/api/password-manager/${anaPublic.id}`, {
        key: VAULT_PASSWORD,
      }),
      { status: 403, code: 'FORBIDDEN', message: T.cannotDelete },
    );
    expect(await revealed(ana, anaPublic.id)).toBe('Publ1ca-de-Todos!');

    const edited = await call(ana, 'PATCH', `/api/password-manager/${anaPrivate.id}`, {
      key: VAULT_PASSWORD,
      payload: { password: 'Nueva-Priv4da!', description: 'Cuenta de nóminas' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: T.updated,
      data: { name: 'Banco García', description: 'Cuenta de nóminas', privated: true },
    });
    expect(await revealed(ana, anaPrivate.id)).toBe('Nueva-Priv4da!');
  });

  it('filters by service, user and website, ignoring case and accents', async () => {
    brunoMail = await addCredential(t.app, bruno, {
      name: 'Correo 100%_real',
      username: 'bruno.perez',
      password: 'Bruno-Correo-1!',
      website: 'mail.example.org',
    });
    expect(await names(ana, '?name=garcia')).toEqual(['Banco García']);
    expect(await names(ana, '?name=ELECTRICO')).toEqual(['Proveedor Eléctrico']);
    expect(await names(ana, '?username=PEREZ')).toEqual(['Correo 100%_real']);
    expect(await names(ana, '?website=example.com')).toEqual([
      'Banco García',
      'Proveedor Eléctrico',
    ]);
    expect(await names(ana, `?name=${encodeURIComponent('100%_')}`)).toEqual(['Correo 100%_real']);
    expect(await names(ana, '?name=%25')).toEqual(['Correo 100%_real']);
    // Bruno does not find Ana's private one by its name.
    expect(await names(bruno, '?name=garcia')).toEqual([]);
    const paged = await list(ana, '?limit=1&page=2');
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 3 });
    expect(paged.data).toHaveLength(1);
  });

  it('deletes for the creator, and the entry stays in the log', async () => {
    const doomed = await addCredential(t.app, bruno, {
      name: 'Temporal',
      password: 'Borrame-ya-1',
    });
    const removed = await call(bruno, 'DELETE', `/api/password-manager/${doomed.id}`, {
      key: VAULT_PASSWORD,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: T.deleted });
    expectErrorBody(await reveal(bruno, doomed.id), { status: 404, message: T.notFound });
    const deleted = (await activity('?action=delete')).data[0];
    expect(deleted).toMatchObject({ credentialId: doomed.id, credentialName: 'Temporal' });
  });

  it('seals each password with its row: a sealed value copied to another row does not open', async () => {
    await t.db.execute(sql`update credentials set password_sealed =
      (select password_sealed from credentials where id = ${anaPrivate.id})
      where id = ${anaPublic.id}`);
    const swapped = await reveal(ana, anaPublic.id);
    expect(swapped.statusCode).toBe(500);
    expect(swapped.body).not.toContain('Nueva-Priv4da!');
  });

  it('logs every kind of action with user, credential, time and address for admins', async () => {
    const log = await activity();
    const actions = new Set(log.data.map((entry) => entry.action));
    for (const action of [
      'setup',
      'unlock',
      'unlock_failed',
      'reveal',
      'create',
      'update',
      'delete',
    ]) {
      expect(actions, action).toContain(action);
    }
    const created = log.data.find((entry) => entry.action === 'create')!;
    expect(created).toMatchObject({ ip: '127.0.0.1' });
    expect(created.userId).toEqual(expect.any(Number));
    expect(created.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d.*[+-]\d\d:\d\d$/);
    expect(log.pagination.total).toBe(log.data.length);
    expect(JSON.stringify(log)).not.toMatch(/Priv4da|Publ1ca|Boveda-Levante/);
  });
});

describe('changing the security password', () => {
  const change = (payload: object) =>
    call(admin, 'PATCH', '/api/password-manager/setup', { payload });
  const wrapRow = async () =>
    (
      (await t.db.execute(sql`select wrapped_key, salt, wrap_version from vault`)) as {
        rows: unknown[];
      }
    ).rows[0];

  it('refuses a wrong current password, the same one, or a common one', async () => {
    const before = await wrapRow();
    expectErrorBody(
      await change({ currentPassword: 'no-es-esta-2026', newPassword: NEW_VAULT_PASSWORD }),
      { status: 400, message: T.currentWrong },
    );
    expectErrorBody(
      await change({ currentPassword: VAULT_PASSWORD, newPassword: VAULT_PASSWORD }),
      { status: 400, message: T.sameAsCurrent },
    );
    expectErrorBody(await change({ currentPassword: VAULT_PASSWORD, newPassword: '0123456789' }), {
      status: 400,
      message: T.commonPassword,
    });
    expect(await wrapRow()).toEqual(before);
  });

  it('leaves the old wrap whole when the transaction fails halfway', async () => {
    const before = await wrapRow();
    // The log entry is written after the new wrap, in the same transaction: make it fail.
    await t.db.execute(sql`create function vault_change_fails() returns trigger language plpgsql
      as $$ begin if new.action = 'change' then raise exception 'fallo inyectado'; end if;
      return new; end $$`);
    await t.db.execute(sql`create trigger vault_change_fails before insert on vault_activity
      for each row execute function vault_change_fails()`);
    try {
      const failed = await change({
        currentPassword: VAULT_PASSWORD,
        newPassword: NEW_VAULT_PASSWORD,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger vault_change_fails on vault_activity`);
      await t.db.execute(sql`drop function vault_change_fails()`);
    }
    expect(await wrapRow()).toEqual(before);
    // The old password still opens the vault, for a session that unlocks afresh too.
    const fresh = await t.signIn('usuario');
    expect((await list(fresh)).pagination.total).toBeGreaterThan(0);
    expectErrorBody(
      await call(fresh, 'GET', '/api/password-manager', { key: NEW_VAULT_PASSWORD }),
      { status: 403, code: 'VAULT_KEY_INVALID' },
    );
  });

  it('stops the old password at once, for unlocked sessions too, and opens every credential with the new one', async () => {
    expect(await revealed(ana, brunoMail.id)).toBe('Bruno-Correo-1!'); // Ana is unlocked with the old one
    const changed = await change({
      currentPassword: VAULT_PASSWORD,
      newPassword: NEW_VAULT_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: T.changed });
    expect(((await wrapRow()) as { wrap_version: number }).wrap_version).toBe(2);

    expectErrorBody(await call(ana, 'GET', '/api/password-manager', { key: VAULT_PASSWORD }), {
      status: 403,
      code: 'VAULT_KEY_INVALID',
      message: T.keyInvalid,
    });
    expect(await revealed(ana, anaPrivate.id, NEW_VAULT_PASSWORD)).toBe('Nueva-Priv4da!');
    expect(await revealed(bruno, brunoMail.id, NEW_VAULT_PASSWORD)).toBe('Bruno-Correo-1!');
    const total = (await list(bruno, '', NEW_VAULT_PASSWORD)).pagination.total;
    expect(total).toBe(2);
    expect((await activity('?action=change')).data[0]).toMatchObject({ userName: 'Marta Admin' });
  });
});
