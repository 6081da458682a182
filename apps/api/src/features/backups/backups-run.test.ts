/**
 * POST /backups/run: 'Hacer copia ahora' of the admin's Inicio. Admin only; a server whose
 * database makes no backups of its own (a PostgreSQL server, or an app without its backups) says
 * so with a 409. The backup itself is made in the browser test (apps/web/e2e/first-week.spec.ts),
 * on a real server with its data folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/backups/run', ...(headers && { headers }) });

describe('POST /api/backups/run', () => {
  it('is for admins only', async () => {
    expect((await run()).statusCode).toBe(401);
    for (const role of ['office', 'usuario'] as const) {
      expect((await run((await t.signIn(role)).headers)).statusCode).toBe(403);
    }
  });

  it('says in Spanish when this server makes no backups of its own', async () => {
    const response = await run((await t.signIn('admin')).headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Esta base de datos es un servidor PostgreSQL: sus copias las hace el propio servidor, no Back Office.',
    );
  });
});
