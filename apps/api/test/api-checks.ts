import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Words that betray an untranslated framework or library message in an error body. */
const ENGLISH =
  /\b(invalid|expected|required|must|should|received|not found|bad request|unauthori[sz]ed|forbidden|internal server|too large|unsupported|is not a valid|cannot|please|request|unknown)\b/i;

type ErrorExpectation = {
  /** One status, or any of several; any 4xx when omitted. */
  status?: number | readonly number[];
  code?: string;
  message?: string | RegExp;
};

/**
 * The error body of DECISIONS §2 as a caller sees it: a 4xx (never a 5xx), JSON, `success: false`,
 * a Spanish `message` repeated in `error.message`, and an `error.code`.
 */
export function expectErrorBody(response: LightMyRequestResponse, expected: ErrorExpectation = {}) {
  const context = `${response.statusCode} ${response.body.slice(0, 300)}`;
  if (expected.status === undefined) {
    expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, context).toBeLessThan(500);
  } else if (typeof expected.status === 'number') {
    expect(response.statusCode, context).toBe(expected.status);
  } else {
    expect(expected.status, context).toContain(response.statusCode);
  }
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json<{
    success: unknown;
    message: unknown;
    error: { code: unknown; message: unknown };
  }>();
  expect(body.success, context).toBe(false);
  expect(typeof body.message, context).toBe('string');
  expect(typeof body.error?.code, context).toBe('string');
  expect(body.error.message, context).toBe(body.message);
  const message = body.message as string;
  expect(message.trim().length, context).toBeGreaterThan(0);
  expect(message, `not Spanish: ${context}`).not.toMatch(ENGLISH);
  if (expected.code) expect(body.error.code, context).toBe(expected.code);
  if (typeof expected.message === 'string') expect(message, context).toBe(expected.message);
  if (expected.message instanceof RegExp) expect(message, context).toMatch(expected.message);
  return body;
}

/** Everything the configuration and user lists hold, read through the API as an admin. */
export async function snapshotData(app: FastifyInstance, adminHeaders: Record<string, string>) {
  const read = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: adminHeaders });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.json<{ data: unknown[] }>().data;
  };
  return {
    categories: await read('/api/categories'),
    areas: await read('/api/areas'),
    suppliers: await read('/api/suppliers'),
    users: await read('/api/users'),
  };
}

/** Injects a request from a throwaway client address, so that per-IP rate limits stay out of the way. */
let lastAddress = 0;
export function fromNewAddress(options: InjectOptions): InjectOptions {
  lastAddress += 1;
  return {
    ...options,
    remoteAddress: `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`,
  };
}

/**
 * Path parameters that probe the router and the routes (issue 23 §4): lengths around and far over
 * the router's 100-character limit, unicode, and percent-encodings (encoded slashes and NUL,
 * malformed, truncated and overlong UTF-8, a surrogate, double encoding), written as they go in
 * the address. Each is a whole path segment.
 */
export const PATH_PARAM_PROBES: readonly { label: string; segment: string }[] = [
  { label: '100 characters', segment: 'a'.repeat(100) },
  { label: '101 characters', segment: 'a'.repeat(101) },
  { label: '101 digits', segment: '1'.repeat(101) },
  { label: '1 000 characters', segment: 'a'.repeat(1_000) },
  { label: '10 000 characters', segment: 'x'.repeat(10_000) },
  { label: '10 000 digits', segment: '9'.repeat(10_000) },
  { label: '101 encoded letters', segment: '%41'.repeat(101) },
  { label: '101 ñ', segment: encodeURIComponent('ñ'.repeat(101)) },
  { label: '51 emoji', segment: encodeURIComponent('😀'.repeat(51)) },
  { label: 'ñ', segment: encodeURIComponent('ñ') },
  { label: 'Arabic digit', segment: encodeURIComponent('١') },
  { label: 'emoji', segment: '%F0%9F%98%80' },
  { label: 'encoded slash', segment: '1%2F2' },
  { label: 'encoded dot segments', segment: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'encoded backslash', segment: '..%5C..%5C' },
  { label: 'NUL', segment: '1%00' },
  { label: 'double encoding', segment: '1%252F' },
  { label: 'lone percent', segment: '%' },
  { label: 'malformed %ZZ', segment: '%ZZ' },
  { label: 'truncated UTF-8', segment: '%E0%A4%A' },
  { label: 'overlong UTF-8 dot', segment: '%C0%AE%C0%AE' },
  { label: 'overlong UTF-8 slash', segment: '%C0%AF' },
  { label: 'UTF-16 surrogate', segment: '%ED%A0%80' },
  { label: 'long and malformed', segment: `${'a'.repeat(200)}%ZZ` },
];

/** Every path parameter of a route pattern (`/api/shifts/:id/:scope` → id, scope). */
export const pathParamNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The route's path with `segment` as the parameter `name` and '1' as any other parameter. */
export const pathWith = (url: string, name: string, segment: string) =>
  url.replace(/:(\w+)/g, (_match, other: string) => (other === name ? segment : '1'));
