import { errorBodySchema } from '@app/contract/common';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { saveFile } from './download';
import { endRefusedSession, getToken } from './session';

const API_PREFIX = '/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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

/** One fetch with the session's Bearer token; a network failure becomes `ApiError(0, 'NETWORK')`. */
async function send(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
): Promise<Response> {
  const token = getToken();
  if (token) init.headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', '');
  }
}

/** A failed answer as an `ApiError`; a 401 on a call that carried a session signs out. */
function failure(response: Response, body: unknown): ApiError {
  if (response.status === 401 && getToken()) {
    endRefusedSession();
    onUnauthorized();
  }
  return toApiError(response.status, body);
}

/**
 * The file name a file answer gives in `Content-Disposition` (`filename*=UTF-8''…`, `filename="…"`
 * or bare `filename=…`), if any.
 */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A file the server builds (a CSV or Excel export, the expense report's PDF, a receipt): how to ask
 * for it, and the name to save it under when the answer names none.
 */
export type FileRequest = {
  path: string;
  /** `GET` (the default) or `POST` (an export whose filter goes as a JSON body, or in the query). */
  method?: 'GET' | 'POST';
  query?: RequestOptions['query'];
  /** A JSON body (a `POST` export's filter); none for a `GET` or a `POST` with the filters in the query. */
  body?: unknown;
  /** The name to save under when the answer's `Content-Disposition` gives none. */
  fallbackName: string;
};

/** Asks for a file: its bytes and the name of its `Content-Disposition`; a failure is an `ApiError`. */
async function fetchFile(
  request: Omit<FileRequest, 'fallbackName'>,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(buildUrl(request.path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal,
  });
  if (!response.ok) throw failure(response, await readJson(response));
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** How long an early answer waits for the code that reads it; after that it is asked for again. */
const EARLY_ANSWER_MS = 30_000;
const earlyAnswers = new Map<string, { at: number; response: Promise<Response> }>();
const earlyKey = (url: string) => `${getToken() ?? ''} GET ${url}`;

/**
 * Asks for a `GET` now, before the code that reads its answer has loaded (the start-up calls of
 * the signed-in area, while the shell's code is still on its way): the first `api.get` of the same
 * path with the same session takes that answer instead of asking again.
 */
export function requestEarly(path: string) {
  const url = buildUrl(path, undefined);
  const response = send(url, { method: 'GET', headers: { Accept: 'application/json' } });
  // A failure is met, and reported, by the call that takes the answer.
  response.catch(() => undefined);
  earlyAnswers.set(earlyKey(url), { at: Date.now(), response });
}

function takeEarlyAnswer(method: Method, url: string): Promise<Response> | undefined {
  if (method !== 'GET' || earlyAnswers.size === 0) return undefined;
  const key = earlyKey(url);
  const early = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return early && Date.now() - early.at < EARLY_ANSWER_MS ? early.response : undefined;
}

/**
 * Calls the API: Bearer token from storage, JSON in and out, error bodies turned into `ApiError`,
 * success bodies checked against the contract schema; a `FormData` body goes as multipart. A 401 on
 * a call that carried a session signs out (the route guards then show /login).
 */
async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const body =
    options.body === undefined || multipart
      ? (options.body as FormData | undefined)
      : JSON.stringify(options.body);

  const url = buildUrl(path, options.query);
  const response = await (takeEarlyAnswer(method, url) ??
    send(url, { method, headers, body, signal: options.signal }));
  const json = await readJson(response);
  if (!response.ok) throw failure(response, json);

  const parsed = schema.safeParse(json);
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
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
  /** `POST` of a multipart form (files): the browser writes the boundary header. */
  upload: <S extends z.ZodType>(
    path: string,
    form: FormData,
    schema: S,
    options?: Omit<RequestOptions, 'body'>,
  ) => request('POST', path, schema, { ...options, body: form }),
  /**
   * The one way to download a file the server builds (CSV, XLSX, PDF, a receipt): asks for it with
   * the session, saves it under the answer's `Content-Disposition` name (else `fallbackName`) and
   * returns the name saved. A failure is an `ApiError`, so the toast rule shows the server's message.
   */
  downloadFile: async (request: FileRequest, signal?: AbortSignal): Promise<string> => {
    const { blob, fileName } = await fetchFile(request, signal);
    const name = fileName ?? request.fallbackName;
    saveFile(blob, name);
    return name;
  },
  /**
   * A protected file (a signed `/api/...` link from a response) as a Blob, fetched with the token:
   * such links cannot go straight into `<img src>`.
   */
  blob: async (link: string, signal?: AbortSignal): Promise<Blob> => {
    const url = link.startsWith(`${API_PREFIX}/`)
      ? link
      : `${API_PREFIX}${link.startsWith('/') ? '' : '/'}${link}`;
    const response = await send(url, { method: 'GET', headers: {}, signal });
    if (!response.ok) throw failure(response, await readJson(response));
    return response.blob();
  },
};
