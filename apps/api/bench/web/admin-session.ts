import { BENCH_ADMIN } from '../seed';
import type { Session } from './lighthouse';

/**
 * Signs the benchmark's admin in over the API: the session the SPA would keep. The benchmark's
 * server needs no second factor (bench-server.ts sets MFA_REQUIRED_ROLES empty).
 */
export async function signInAdmin(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await response.json()) as { token?: string; result?: unknown };
  if (!response.ok || !body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { token: body.token, user: body.result };
}
