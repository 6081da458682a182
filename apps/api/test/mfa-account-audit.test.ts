/**
 * The audit rows of an account's life (DECISIONS §12): created by an admin ('user-created', the
 * new user as target), its password set from the link, reset from the reset link, changed in
 * 'Mi cuenta' ('password-set', 'password-reset'), with who, from where and on whom; no password,
 * link or token in any row.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { ensureFirstAdmin } from '../src/features/auth/first-admin';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIRST = 'Primera-Clave-Larga-2026';
const SECOND = 'Segunda-Clave-Larga-2026';
const THIRD = 'Tercera-Clave-Larga-2026';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

// First, while the database has no admin yet.
describe('the first admin', () => {
  it('records the password set from the one-time setup link', async () => {
    const setup = await ensureFirstAdmin(t.db, {
      email: undefined,
      password: undefined,
      appUrl: 'http://app.test',
      now: t.app.clock.now(),
    });
    if (setup.kind !== 'setup-link') throw new Error(`expected a setup link, got ${setup.kind}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-user',
      remoteAddress: '192.0.2.9',
      payload: {
        token: tokenOf(setup.link),
        password: FIRST,
        name: 'Jefa Primera',
        email: 'jefa.primera@empresa.test',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.address, '192.0.2.9'));
    expect(rows).toMatchObject([
      {
        action: 'password-set',
        outcome: 'ok',
        actorLabel: 'Jefa Primera',
        targetType: 'user',
        targetLabel: 'jefa.primera@empresa.test',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(FIRST);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(setup.link));
  });
});

describe('audit rows of an account', () => {
  it('records creation, password set, reset and change, each with its actor and target', async () => {
    const admin = await t.signIn('admin');
    const email = 'lucia.audit@empresa.test';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin.headers,
      remoteAddress: '192.0.2.10',
      payload: { name: 'Lucía Gómez', email, role: 'usuario', phone: '' },
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ result: { id: number } }>().result.id;
    const verifyLink = await t.smtp.linkFor(email);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-user',
      remoteAddress: '192.0.2.11',
      payload: { token: tokenOf(verifyLink), password: FIRST },
    });
    expect(set.statusCode).toBe(200);

    const mailsBefore = t.smtp.received.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });
    const started = Date.now();
    while (t.smtp.received.length <= mailsBefore && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const resetLink = await t.smtp.linkFor(email);
    expect(resetLink).toContain('/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      remoteAddress: '192.0.2.12',
      payload: { token: tokenOf(resetLink), password: SECOND },
    });
    expect(reset.statusCode).toBe(200);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: SECOND },
    });
    const token = signedIn.json<{ token: string }>().token;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '192.0.2.13',
      payload: { currentPassword: SECOND, newPassword: THIRD },
    });
    expect(changed.statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(userId)))
      .orderBy(asc(auditLog.id));
    const of = (address: string) => rows.filter((row) => row.address === address);
    expect(of('192.0.2.10')).toMatchObject([
      {
        action: 'user-created',
        outcome: 'ok',
        actorId: admin.id,
        targetType: 'user',
        targetLabel: email,
      },
    ]);
    expect(of('192.0.2.11')).toMatchObject([
      { action: 'password-set', outcome: 'ok', actorId: userId, actorLabel: 'Lucía Gómez' },
    ]);
    expect(of('192.0.2.12')).toMatchObject([
      { action: 'password-reset', outcome: 'ok', actorId: userId },
    ]);
    expect(of('192.0.2.13')).toMatchObject([
      { action: 'password-set', outcome: 'ok', actorId: userId },
    ]);
    const all = JSON.stringify(await t.db.select().from(auditLog));
    for (const secret of [FIRST, SECOND, THIRD, tokenOf(verifyLink), tokenOf(resetLink), token]) {
      expect(all).not.toContain(secret);
    }
  });

  it('writes no row for a refused register (the email is taken)', async () => {
    const admin = await t.signIn('admin');
    const taken = await t.signIn('usuario');
    const before = (await t.db.select().from(auditLog)).length;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin.headers,
      payload: { name: 'Otra', email: taken.email, role: 'usuario', phone: '' },
    });
    expect(refused.statusCode).toBe(409);
    const rows = await t.db.select().from(auditLog);
    expect(rows.length).toBe(before);
  });
});
