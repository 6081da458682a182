import { errorBodySchema } from '@app/contract/common';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { clearSession, getToken } from './session';

const API_PREFIX = '/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

let onUnauthorized: () => void = () => undefined;

/** Lets the app react to a 401 (clear caches); the session is cleared here in any case. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: RequestOptions['query']) {
  const url = `${API_PREFIX}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { error, message } = parsed.data;
    return new ApiError(status, error.code, error.message || message, error.details);
  }
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return new ApiError(status, 'UNKNOWN', body.message);
  }
  return new ApiError(status, 'UNKNOWN', '');
}

/**
 * Calls the API: Bearer token from storage, JSON in and out, error bodies turned into `ApiError`,
 * success bodies checked against the contract schema. A 401 on a call that carried a session
 * signs out (the route guards then show /login).
 */
async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', '');
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearSession();
      onUnauthorized();
    }
    throw toApiError(response.status, body);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Respuesta inesperada de ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, 'INVALID_RESPONSE', '');
  }
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('PATCH', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
};
