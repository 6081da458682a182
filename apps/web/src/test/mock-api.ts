/**
 * A stubbed `fetch` for component tests that answers by method and path (the query string is
 * recorded, not matched) and records every call as the server would receive it. Test code only.
 */
import { vi } from 'vitest';
import { errorAnswer } from './fetch-fixtures';

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or the FormData of a multipart call. */
  body: unknown;
  /** The request's headers, as sent. */
  headers: Headers;
};

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body =
        init.body instanceof FormData
          ? init.body
          : typeof init.body === 'string'
            ? (JSON.parse(init.body) as unknown)
            : undefined;
      const headers = new Headers(init.headers);
      const call = { method, path: url.pathname, query: url.searchParams, body, headers };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(call) : errorAnswer(404, 'NOT_FOUND', 'Recurso no encontrado');
    }),
  );
  return {
    calls,
    /** The calls of one method and path, in order. */
    of: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
