import { insertCatalog } from '../factories';
import { createTestApp } from '../test-app';
import { sessionCall, type Method } from './session-call';

export type { Session } from './session-call';

/** A test app with an admin, a movable clock and a call helper, for the finance tests. */
export async function financeTestKit(options: Parameters<typeof createTestApp>[0] = {}) {
  let now = new Date('2026-03-10T10:00:00Z');
  const t = await createTestApp({ now: () => now, ...options });
  const admin = await t.signIn('admin');
  const call = sessionCall(t.app);
  return {
    ...t,
    admin,
    call,
    /** As the admin: the response's JSON, after checking the status. */
    async ok<T = { data: unknown }>(
      method: Method,
      url: string,
      payload?: unknown,
      status = method === 'POST' ? 201 : 200,
    ): Promise<T> {
      const response = await call(admin, method, url, payload);
      if (response.statusCode !== status) {
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      }
      return response.json<T>();
    },
    catalog: (name?: string) => insertCatalog(t.db, name === undefined ? {} : { name }),
    setNow(instant: Date) {
      now = instant;
    },
    now: () => now,
  };
}
export type FinanceKit = Awaited<ReturnType<typeof financeTestKit>>;
