/**
 * An ended session is refused at once by every instance (DECISIONS §12): two apps on one database,
 * as behind a load balancer. On the embedded database each process keeps a session cache, which
 * the end must empty; on PostgreSQL (TEST_DATABASE_URL) every instance reads the sessions table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoTestApps, TEST_PASSWORD } from './test-app';

type Apps = Awaited<ReturnType<typeof createTwoTestApps>>;
type App = Apps['a'];
type Headers = { authorization: string };

let apps: Apps;
beforeAll(async () => {
  apps = await createTwoTestApps();
});
afterAll(async () => {
  await apps.close();
});

async function signInOn(app: App, email: string): Promise<Headers> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

const meOn = async (app: App, headers: Headers) =>
  (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;

const endOn = (app: App, url: string, headers: Headers) =>
  app.app.inject({ method: 'DELETE', url, headers });

describe(`ending sessions on two instances (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded'})`, () => {
  it('one session ended on A is refused by B at once', async () => {
    const { a, b } = apps;
    const user = await a.signIn('usuario');
    const other = await signInOn(b, user.email);
    // Both instances have served the session that is about to end.
    expect(await meOn(a, other)).toBe(200);
    expect(await meOn(b, other)).toBe(200);
    const listed = await b.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: other });
    const { data } = listed.json<{ data: { id: number; current: boolean }[] }>();
    expect(data).toHaveLength(2);
    const otherId = data.find((s) => s.current)!.id;

    expect((await endOn(a, `/api/auth/sessions/${otherId}`, user.headers)).statusCode).toBe(200);
    expect(await meOn(b, other)).toBe(401);
    expect(await meOn(a, other)).toBe(401);
    expect(await meOn(b, user.headers)).toBe(200);
  });

  it('the others ended on A are refused by B at once; the current one goes on', async () => {
    const { a, b } = apps;
    const user = await a.signIn('office');
    const second = await signInOn(b, user.email);
    const third = await signInOn(a, user.email);
    for (const headers of [second, third]) expect(await meOn(b, headers)).toBe(200);

    const response = await endOn(a, '/api/auth/sessions', user.headers);
    expect(response.json()).toMatchObject({ count: 2 });
    expect(await meOn(b, second)).toBe(401);
    expect(await meOn(b, third)).toBe(401);
    expect(await meOn(b, user.headers)).toBe(200);
  });

  it("a user's sessions ended by an admin on A are refused by B at once", async () => {
    const { a, b } = apps;
    const admin = await a.signIn('admin');
    const worker = await b.signIn('usuario');
    const phone = await signInOn(b, worker.email);
    for (const headers of [worker.headers, phone]) expect(await meOn(b, headers)).toBe(200);

    const response = await endOn(a, `/api/users/${worker.id}/sessions`, admin.headers);
    expect(response.json()).toMatchObject({ count: 2 });
    expect(await meOn(b, worker.headers)).toBe(401);
    expect(await meOn(b, phone)).toBe(401);
    expect(await meOn(a, phone)).toBe(401);
  });

  it('ending the current session on A signs it out on B too', async () => {
    const { a, b } = apps;
    const user = await a.signIn('usuario');
    expect(await meOn(b, user.headers)).toBe(200);
    const listed = await a.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: user.headers,
    });
    const [current] = listed.json<{ data: { id: number }[] }>().data;
    expect((await endOn(a, `/api/auth/sessions/${current!.id}`, user.headers)).statusCode).toBe(
      200,
    );
    expect(await meOn(b, user.headers)).toBe(401);
  });
});
