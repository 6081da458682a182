/**
 * The one API stub of the component tests: a stubbed `fetch` that answers by method and path (the
 * query string is recorded, not matched) and records every call as the server would receive it.
 * Answers are typed and checked by the contract: a success is the input of the response schema the
 * client parses (a fixture that drifts from the contract fails to compile, and to parse), an error
 * is the error body of DECISIONS §2 with a known code. Test code only.
 */
import { errorBodySchema, type ErrorCode } from '@app/contract/common';
import { vi } from 'vitest';
import type { z } from 'zod';

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or the FormData of a multipart call. */
  body: unknown;
  /** The request's headers, as sent. */
  headers: Headers;
};

/** `'<METHOD> /api/<path>'`, the query string left out: `'GET /api/notebooks'`. */
export type ApiRoute = `${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /api/${string}`;

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A success answer of `schema` (the contract's response schema of the call). */
export function answer<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
): Response {
  schema.parse(body);
  return json(status, body);
}

/** An error answer as the server writes it: `message` repeated in `error.message`. */
export function errorAnswer(status: number, code: ErrorCode, message: string): Response {
  return json(status, errorBodySchema.parse({ success: false, message, error: { code, message } }));
}

function readBody(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/**
 * Stubs `fetch` with `routes`; a call of no route answers 404 NOT_FOUND. Returns the calls, in
 * order, and `of(method, path)` for the calls of one route. Undo with `vi.unstubAllGlobals()`.
 *
 * @example
 * const api = stubApi({ 'GET /api/users': () => answer(userListResponseSchema, LIST) });
 * expect(api.of('GET', '/api/users')).toHaveLength(1);
 */
export function stubApi(routes: Partial<Record<ApiRoute, ApiHandler>> = {}) {
  const calls: ApiCall[] = [];
  const handlers: Record<string, ApiHandler | undefined> = routes;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const call: ApiCall = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: readBody(init.body),
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
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
