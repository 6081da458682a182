import { isDeepStrictEqual } from 'node:util';
import { BENCH_ADMIN } from './seed';

/** Signs in through the API, as a client would: the token every authenticated request carries. */
export async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.token}` };
}

const getJson = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown[]; totalItems: number };
};

/** The raw baseline must return exactly the list the real route returns, or the ratio means nothing. */
export async function assertSameList(
  realUrl: string,
  rawUrl: string,
  headers: Record<string, string>,
  expected: number,
) {
  const [real, raw] = await Promise.all([getJson(realUrl, headers), getJson(rawUrl, {})]);
  if (real.totalItems !== expected) {
    throw new Error(`${realUrl}: ${real.totalItems} items, expected ${expected}`);
  }
  if (!isDeepStrictEqual(real, raw)) throw new Error(`${rawUrl} differs from ${realUrl}`);
}
