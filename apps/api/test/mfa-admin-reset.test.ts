/**
 * A person who lost both their phone and their recovery codes (DECISIONS §12, docs/decisions/088):
 * the users' list tells admins who has a second factor on, and an admin removes another user's
 * (`DELETE /api/users/{id}/mfa`), written to the audit log; the user then signs in with the
 * password alone, or enrols again when their role must have one. An admin's own second factor is
 * never removed this way.
 */
import { USERS_TEXTS, userListResponseSchema } from '@app/contract/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { expectErrorBody } from './api-checks';
import { insertUser } from './factories';
import { enrolTotp, passwordStep } from './sign-in-kit';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  // Office must keep a second factor; usuario may go without.
  t = await createTestApp({ env: { MFA_REQUIRED_ROLES: 'office' } });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const listed = async (admin: Session, userId: number) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return userListResponseSchema.parse(response.json()).data.find((user) => user.id === userId);
};

const reset = (by: Session, userId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}/mfa`,
    headers: by.headers,
    remoteAddress: '192.0.2.70',
  });

describe('DELETE /api/users/{id}/mfa', () => {
  it('removes a usuario’s second factor: listed as off, audited, and the next sign-in asks no code', async () => {
    const admin = await t.signIn('admin', { name: 'Ana Admin' });
    const worker = await t.signIn('usuario');
    expect(await listed(admin, worker.id)).toMatchObject({ secondFactor: false });
    await enrolTotp(t.app, worker.headers);
    // Turning it on shows in the (cached) list at once.
    expect(await listed(admin, worker.id)).toMatchObject({ secondFactor: true });
    expect((await passwordStep(t.app, worker.email)).json()).toMatchObject({ mfaRequired: true });

    const response = await reset(admin, worker.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: USERS_TEXTS.secondFactorReset });
    expect(await listed(admin, worker.id)).toMatchObject({ secondFactor: false });

    const signIn = (await passwordStep(t.app, worker.email)).json<Record<string, unknown>>();
    expect(signIn.mfaRequired).toBeUndefined();
    expect(typeof signIn.token).toBe('string');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mfa-removed'), eq(auditLog.targetId, String(worker.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorLabel: 'Ana Admin',
      address: '192.0.2.70',
      outcome: 'ok',
      targetType: 'user',
      targetLabel: worker.email,
    });

    // Nothing left to remove: said, and nothing written.
    expectErrorBody(await reset(admin, worker.id), {
      status: 409,
      code: 'CONFLICT',
      message: USERS_TEXTS.noSecondFactor,
    });
  });

  it('sends a role that must have one through enrolment again', async () => {
    const admin = await t.signIn('admin');
    // Office enrols at its first sign-in, with the ticket the password step gives.
    const office = await insertUser(t.db, { role: 'office' });
    const first = (await passwordStep(t.app, office.email)).json<{ mfaToken: string }>();
    await enrolTotp(t.app, { authorization: `Bearer ${first.mfaToken}` });
    expect((await passwordStep(t.app, office.email)).json()).toMatchObject({ mfaRequired: true });
    expect((await reset(admin, office.id)).statusCode).toBe(200);
    expect((await passwordStep(t.app, office.email)).json()).toMatchObject({
      mfaEnrollmentRequired: true,
    });
  });

  it("never removes the admin's own (that takes the password and a code in Mi cuenta), nor an unknown user's", async () => {
    const admin = await t.signIn('admin');
    await enrolTotp(t.app, admin.headers);
    expectErrorBody(await reset(admin, admin.id), {
      status: 409,
      code: 'CONFLICT',
      message: USERS_TEXTS.ownSecondFactor,
    });
    expect(await listed(admin, admin.id)).toMatchObject({ secondFactor: true });
    expectErrorBody(await reset(admin, 999_999), {
      status: 404,
      message: USERS_TEXTS.notFound,
    });
  });

  it('removes it once when sent 20 times at once', async () => {
    const admin = await t.signIn('admin');
    const worker = await t.signIn('usuario');
    await enrolTotp(t.app, worker.headers);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reset(admin, worker.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mfa-removed'), eq(auditLog.targetId, String(worker.id))));
    expect(rows).toHaveLength(1);
  });
});
