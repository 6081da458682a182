/**
 * The audit log (DECISIONS §12, issue 28 §5) as its callers see it: each action walked through the
 * API finds its row (who, address, target, outcome); a refused change leaves no 'ok' row and a
 * wrong vault password a 'failed' one; no password, vault password, credential value or token in
 * any row nor in the server's log; filters by user, action and company days, pages, CSV; admins
 * only; append-only in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AUDIT_TEXTS, type AuditRow } from '@app/contract/audit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { insertUser, TEST_PASSWORD, TEST_TIME_ZONE } from '../../../test/factories';
import { codeAt } from '../../../test/mfa-support';
import { linkInMail } from '../../../test/smtp-sink';
import { openTestDatabase } from '../../../test/test-database';

const ADDRESS = '203.0.113.7';
const VAULT_PASSWORD = 'Bóveda-Clave-7391x'.replace('ó', 'o');
const VAULT_PASSWORD_NEW = 'Otra-Clave-Boveda-5582';
const VAULT_WRONG = 'Clave-Equivocada-0042';
const CREDENTIAL_PASSWORD = 'Credencial-Secreta-9917';
const CREDENTIAL_CODE = 'PIN-448812';
const NEW_PASSWORD = 'Nueva-Clave-Cuenta-6620';
const WRONG_PASSWORD = 'Clave-Mala-Cuenta-1187';

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let logText = '';
const tokens: string[] = [];
/** Codes and secrets of the second factor met in the test. */
const mfaSecrets: string[] = [];
let admin: { id: number; name: string; email: string; headers: { authorization: string } };

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers,
    remoteAddress: ADDRESS,
    ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
  });

async function signIn(role: 'admin' | 'office' | 'usuario') {
  const user = await insertUser(database.db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress: ADDRESS,
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<{ token: string }>().token;
  tokens.push(token);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    headers: { authorization: `Bearer ${token}` },
  };
}

const rowsOf = async (query = '') => {
  const response = await call('GET', `/api/audit?limit=100${query}`, admin.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: AuditRow[]; totalItems: number }>();
};

/** The newest row of an action (and target id, when given). */
async function newest(action: string, targetId?: string | number) {
  const { data } = await rowsOf(`&action=${action}`);
  return data.find((row) => targetId === undefined || row.targetId === String(targetId));
}

/** The token of the reset link mailed to `email` (the outbox: this app has no SMTP server). */
async function resetTokenOf(email: string) {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries += 1) {
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const name of names) {
      const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
      const link =
        raw.includes(email) && raw.includes('reset-password') ? linkInMail(raw) : undefined;
      if (link) return new URL(link).searchParams.get('token')!;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: 'http://app.test',
    APP_TIME_ZONE: TEST_TIME_ZONE,
    LOG_LEVEL: 'debug',
    MFA_REQUIRED_ROLES: '',
  });
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString('utf8');
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    loggerStream: logs,
    authRateLimit: 1000,
  });
  await app.ready();
  admin = await signIn('admin');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('each action of the log, walked through the API', () => {
  it('records a user changed, their role, their deactivation and reactivation', async () => {
    const other = await insertUser(database.db, { role: 'usuario', name: 'Lucía Prieto' });
    expect(
      (await call('PATCH', `/api/users/${other.id}`, admin.headers, { name: 'Lucía Prieto Gil' }))
        .statusCode,
    ).toBe(200);
    const changed = await newest('user-changed', other.id);
    expect(changed).toMatchObject({
      actorId: admin.id,
      actor: admin.name,
      address: ADDRESS,
      targetType: 'user',
      target: `Lucía Prieto Gil <${other.email}>`,
      outcome: 'ok',
    });

    expect(
      (await call('PATCH', `/api/users/${other.id}`, admin.headers, { role: 'office' })).statusCode,
    ).toBe(200);
    expect(await newest('role-changed', other.id)).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      target: `Lucía Prieto Gil <${other.email}>: usuario → office`,
      outcome: 'ok',
    });

    expect((await call('DELETE', `/api/users/${other.id}`, admin.headers)).statusCode).toBe(200);
    expect(await newest('user-deactivated', other.id)).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      targetType: 'user',
      outcome: 'ok',
    });

    expect(
      (await call('POST', `/api/users/${other.id}/reactivate`, admin.headers)).statusCode,
    ).toBe(200);
    expect((await newest('user-changed', other.id))?.target).toBe(
      `Lucía Prieto Gil <${other.email}>: reactivado`,
    );
  });

  it('writes no row for a change that was refused', async () => {
    const before = await rowsOf('&action=role-changed');
    // The last admin keeps the role (409): nothing changed, nothing recorded.
    const refused = await call('PATCH', `/api/users/${admin.id}`, admin.headers, {
      role: 'office',
    });
    expect(refused.statusCode).toBe(409);
    const after = await rowsOf('&action=role-changed');
    expect(after.totalItems).toBe(before.totalItems);
    expect(after.data.some((row) => row.targetId === String(admin.id))).toBe(false);
  });

  it('records the vault set up, unlocked, a wrong password, a credential revealed, its password changed', async () => {
    expect(
      (
        await call('POST', '/api/password-manager/setup', admin.headers, {
          password: VAULT_PASSWORD,
        })
      ).statusCode,
    ).toBe(201);
    expect(await newest('vault-set-up')).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      outcome: 'ok',
    });

    const key = { ...admin.headers, 'x-password-manager-key': VAULT_PASSWORD };
    const created = await call('POST', '/api/password-manager', key, {
      name: 'Banco Norte',
      username: 'tesoreria',
      password: CREDENTIAL_PASSWORD,
      code: CREDENTIAL_CODE,
      website: '',
      description: '',
      privated: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const credentialId = created.json<{ data: { id: number } }>().data.id;
    expect(await newest('vault-unlocked')).toMatchObject({
      actorId: admin.id,
      outcome: 'ok',
      address: ADDRESS,
    });

    const wrong = await call('GET', '/api/password-manager', {
      ...admin.headers,
      'x-password-manager-key': VAULT_WRONG,
    });
    expect(wrong.statusCode).toBe(403);
    const failedUnlock = (await rowsOf('&action=vault-unlocked')).data[0];
    expect(failedUnlock).toMatchObject({ actorId: admin.id, outcome: 'failed', address: ADDRESS });

    const revealed = await call('GET', `/api/password-manager/${credentialId}/password`, key);
    expect(revealed.json<{ data: { password: string } }>().data.password).toBe(CREDENTIAL_PASSWORD);
    expect(await newest('credential-revealed', credentialId)).toMatchObject({
      actorId: admin.id,
      targetType: 'credential',
      target: 'Banco Norte',
      outcome: 'ok',
    });

    const badChange = await call('PATCH', '/api/password-manager/setup', admin.headers, {
      currentPassword: VAULT_WRONG,
      newPassword: VAULT_PASSWORD_NEW,
    });
    expect(badChange.statusCode).toBe(400);
    expect((await rowsOf('&action=vault-changed')).data[0]).toMatchObject({ outcome: 'failed' });
    const change = await call('PATCH', '/api/password-manager/setup', admin.headers, {
      currentPassword: VAULT_PASSWORD,
      newPassword: VAULT_PASSWORD_NEW,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await rowsOf('&action=vault-changed')).data[0]).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      outcome: 'ok',
    });
  });

  it('records a period closed and reopened', async () => {
    const close = await call('POST', '/api/periods/2025-01/close', admin.headers);
    expect(close.statusCode, close.body).toBe(200);
    expect(await newest('period-closed', '2025-01')).toMatchObject({
      actorId: admin.id,
      actor: admin.name,
      address: ADDRESS,
      targetType: 'period',
      target: '2025-01',
      outcome: 'ok',
    });
    // Closed already: refused, and no second row.
    expect((await call('POST', '/api/periods/2025-01/close', admin.headers)).statusCode).toBe(409);
    expect((await rowsOf('&action=period-closed')).totalItems).toBe(1);
    const reopen = await call('POST', '/api/periods/2025-01/reopen', admin.headers, {
      reason: 'Corrección de nóminas',
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await newest('period-reopened', '2025-01')).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      outcome: 'ok',
    });
  });

  it('records holidays and absence balances as settings changed', async () => {
    const created = await call('POST', '/api/holidays', admin.headers, {
      date: '2026-12-08',
      name: 'Inmaculada',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    expect(await newest('settings-changed', id)).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      targetType: 'holiday',
      target: 'Festivo añadido: 08/12/2026 Inmaculada',
    });
    expect(
      (await call('PATCH', `/api/holidays/${id}`, admin.headers, { name: 'La Inmaculada' }))
        .statusCode,
    ).toBe(200);
    expect((await newest('settings-changed', id))?.target).toBe(
      'Festivo modificado: 08/12/2026 La Inmaculada',
    );
    expect((await call('DELETE', `/api/holidays/${id}`, admin.headers)).statusCode).toBe(200);
    expect((await newest('settings-changed', id))?.target).toBe(
      'Festivo eliminado: 08/12/2026 La Inmaculada',
    );

    const worker = await insertUser(database.db, { role: 'usuario', name: 'Tomás Ruiz' });
    const put = await call('PUT', '/api/absence-balances', admin.headers, {
      userId: worker.id,
      year: 2026,
      type: 'vacation',
      days: 22,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await newest('settings-changed', `${worker.id}/2026/vacation`)).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      targetType: 'absence-balance',
      target: expect.stringContaining('Tomás Ruiz: 22 días'),
    });
  });

  it('records a sign-in', async () => {
    const user = await signIn('usuario');
    expect(await newest('sign-in')).toMatchObject({
      actorId: user.id,
      address: ADDRESS,
      outcome: 'ok',
      // How it signed in, as 'Sesiones' names it.
      target: `${user.email} · Contraseña`,
    });
  });
});

describe('the sign-in actions, walked through the API', () => {
  it('records a user created, a failed and a locked sign-in, a password set, sessions ended', async () => {
    const email = `auditada.${Date.now()}@empresa.test`;
    const registered = await call('POST', '/api/auth/register', admin.headers, {
      name: 'Auditada Nueva',
      email,
      role: 'usuario',
      phone: '',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await rowsOf('&action=user-created')).data[0]).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      target: expect.stringContaining(email),
      outcome: 'ok',
    });

    const user = await signIn('usuario');
    const second = await signIn('usuario');
    // Wrong passwords: failed, then (past the limit, DECISIONS §4) locked.
    for (let i = 0; i < 6; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/auth',
        remoteAddress: ADDRESS,
        payload: { email: second.email, password: WRONG_PASSWORD },
      });
    }
    const signIns = (await rowsOf(`&action=sign-in&actorId=${second.id}`)).data;
    expect(signIns.some((row) => row.outcome === 'failed' && row.address === ADDRESS)).toBe(true);
    expect(signIns.some((row) => row.outcome === 'locked')).toBe(true);

    const changed = await call('POST', '/api/auth/change-password', user.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await rowsOf('&action=password-set')).data[0]).toMatchObject({
      actorId: user.id,
      address: ADDRESS,
      outcome: 'ok',
    });

    // A reset through the emailed link (the outbox: this app has no SMTP server).
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: ADDRESS,
      payload: { email: second.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const resetToken = await resetTokenOf(second.email);
    mfaSecrets.push(resetToken);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      remoteAddress: ADDRESS,
      payload: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await rowsOf('&action=password-reset')).data[0]).toMatchObject({
      actorId: second.id,
      address: ADDRESS,
      outcome: 'ok',
    });

    const other = await signIn('usuario');
    const ended = await call('DELETE', `/api/users/${other.id}/sessions`, admin.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await rowsOf('&action=session-ended')).data[0]).toMatchObject({
      actorId: admin.id,
      address: ADDRESS,
      outcome: 'ok',
    });
  });

  it('records the second factor enrolled, a recovery code used, codes renewed, and removed', async () => {
    const user = await signIn('office');
    const setup = await call('POST', '/api/auth/mfa/totp/setup', user.headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    mfaSecrets.push(secret);
    const code = await codeAt(secret, new Date());
    const confirm = await call('POST', '/api/auth/mfa/totp/confirm', user.headers, { code });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    mfaSecrets.push(...recoveryCodes);
    expect((await rowsOf('&action=mfa-enrolled')).data[0]).toMatchObject({
      actorId: user.id,
      address: ADDRESS,
      outcome: 'ok',
    });

    const email = user.email;
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: ADDRESS,
      payload: { email, password: TEST_PASSWORD },
    });
    const { mfaToken } = first.json<{ mfaToken: string }>();
    expect(mfaToken).toBeTruthy();
    mfaSecrets.push(mfaToken);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/mfa/verify',
      remoteAddress: ADDRESS,
      payload: { mfaToken, recoveryCode: recoveryCodes[0] },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    tokens.push(verified.json<{ token: string }>().token);
    expect((await rowsOf('&action=recovery-code-used')).data[0]).toMatchObject({
      actorId: user.id,
      address: ADDRESS,
      outcome: 'ok',
    });

    const later = await codeAt(secret, new Date(Date.now() + 30_000));
    const renewed = await call('POST', '/api/auth/mfa/recovery-codes', user.headers, {
      code: later,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    mfaSecrets.push(...fresh);
    expect((await rowsOf('&action=recovery-codes-renewed')).data[0]).toMatchObject({
      actorId: user.id,
      address: ADDRESS,
      outcome: 'ok',
    });

    const removed = await call('DELETE', '/api/auth/mfa/totp', user.headers, {
      password: TEST_PASSWORD,
      code: fresh[0],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await rowsOf('&action=mfa-removed')).data[0]).toMatchObject({
      actorId: user.id,
      address: ADDRESS,
      outcome: 'ok',
    });
  });
});

describe('GET /audit', () => {
  it('filters by user, action and company days, newest first, in pages', async () => {
    // Rows at chosen instants: 23:30 UTC on 1 March is 00:30 of 2 March in Madrid.
    await database.db.insert(auditLog).values([
      {
        action: 'settings-changed',
        outcome: 'ok',
        actorId: admin.id,
        actorLabel: admin.name,
        at: new Date('2024-03-01T22:59:00Z'),
      },
      {
        action: 'settings-changed',
        outcome: 'ok',
        actorId: admin.id,
        actorLabel: admin.name,
        at: new Date('2024-03-01T23:30:00Z'),
      },
      {
        action: 'settings-changed',
        outcome: 'ok',
        actorId: admin.id,
        actorLabel: admin.name,
        at: new Date('2024-03-02T22:30:00Z'),
      },
    ]);
    const day = await rowsOf('&fromDate=2024-03-02&toDate=2024-03-02');
    expect(day.data.map((row) => row.at)).toEqual([
      '2024-03-02T23:30:00+01:00',
      '2024-03-02T00:30:00+01:00',
    ]);
    expect((await rowsOf('&toDate=2024-03-01')).data.map((row) => row.at)).toEqual([
      '2024-03-01T23:59:00+01:00',
    ]);

    const all = await rowsOf();
    const times = all.data.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = await rowsOf(`&actorId=${admin.id}`);
    expect(mine.data.every((row) => row.actorId === admin.id)).toBe(true);
    expect(mine.totalItems).toBeLessThan(all.totalItems);

    const page2 = await call('GET', '/api/audit?page=2&limit=3', admin.headers);
    const body = page2.json<{ data: AuditRow[]; totalItems: number }>();
    expect(body.totalItems).toBe(all.totalItems);
    expect(body.data.map((row) => row.id)).toEqual(all.data.slice(3, 6).map((row) => row.id));
  });

  it('refuses bad filters in Spanish', async () => {
    const bad = await call('GET', '/api/audit?action=borrar-todo', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUDIT_TEXTS.badAction);
    const range = await call(
      'GET',
      '/api/audit?fromDate=2026-02-01&toDate=2026-01-01',
      admin.headers,
    );
    expect(range.statusCode).toBe(400);
    for (const query of [
      'actorId=abc',
      'fromDate=ayer',
      'page=0',
      'limit=101',
      'action=sign-in&action=role-changed',
    ]) {
      const response = await call('GET', `/api/audit?${query}`, admin.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('is for admins only, and so is its export', async () => {
    for (const role of ['office', 'usuario'] as const) {
      const session = await signIn(role);
      expect((await call('GET', '/api/audit', session.headers)).statusCode).toBe(403);
      expect((await call('GET', '/api/audit/export', session.headers)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/audit', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/audit/export', {})).statusCode).toBe(401);
  });
});

describe('GET /audit/export', () => {
  it('gives the filter as CSV in the company style, with formulas guarded', async () => {
    const response = await call(
      'GET',
      '/api/audit/export?action=settings-changed&fromDate=2024-03-02&toDate=2024-03-02',
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="auditoria-2024-03-02-a-2024-03-02.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Fecha y hora,Usuario,Acción,Objetivo,Dirección,Resultado');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toContain('02/03/2024 23:30');
    expect(lines[1]).toContain('Configuración cambiada');
    expect(lines[1]).toContain('Correcto');

    // A name a spreadsheet would run as a formula is written as text.
    const named = await insertUser(database.db, { role: 'usuario' });
    const rename = await call('PATCH', `/api/users/${named.id}`, admin.headers, {
      name: '=SUM(A1:A9)',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const today = await call('GET', '/api/audit/export?action=user-changed', admin.headers);
    expect(today.body).toContain(`'=SUM(A1:A9) <${named.email}>`);
    expect(today.body).not.toMatch(/(^|,)"?=SUM/m);
    expect(today.headers['content-disposition']).toMatch(
      /filename="auditoria-inicio-a-\d{4}-\d{2}-\d{2}\.csv"/,
    );
  });
});

describe('secrets', () => {
  it('no password, vault password, credential value or token in any row nor in the log', async () => {
    // A refused sign-in with a password too, so the log has seen one.
    await app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: ADDRESS,
      payload: { email: 'nadie@empresa.test', password: 'Intento-Fallido-3310' },
    });
    const secrets = [
      TEST_PASSWORD,
      VAULT_PASSWORD,
      VAULT_PASSWORD_NEW,
      VAULT_WRONG,
      CREDENTIAL_PASSWORD,
      CREDENTIAL_CODE,
      'Intento-Fallido-3310',
      NEW_PASSWORD,
      WRONG_PASSWORD,
      ...mfaSecrets,
      ...tokens,
    ];
    const rows = await database.db.execute(sql`select * from audit_log`);
    const stored = JSON.stringify((rows as { rows: unknown[] }).rows);
    expect(stored.length).toBeGreaterThan(1000);
    expect(logText.length).toBeGreaterThan(1000);
    for (const secret of secrets) {
      expect(stored, 'audit rows').not.toContain(secret);
      expect(logText, 'server log').not.toContain(secret);
    }
  });
});

describe('append-only', () => {
  it('the database refuses to change or remove a row', async () => {
    await expect(
      database.db.execute(sql`update audit_log set outcome = 'failed'`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = await database.db.execute(
      sql`select count(*)::int as n from audit_log where outcome = 'failed'`,
    );
    const failed = (rows as { rows: { n: number }[] }).rows[0]!.n;
    expect(failed).toBeLessThan((await rowsOf()).totalItems);
  });
});
