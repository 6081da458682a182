/**
 * Path parameters of every length, unicode and percent-encoding, on every route that takes one
 * (issue 23 §4): the answer is a 400, 401 or 404 with the error body, never a 5xx; a caller
 * without a session never gets past authentication by a path trick; and each such request is
 * logged as any other, its request line and then its outcome. The routes are the ones the server
 * registers, so that a new route is covered the day it appears.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { COMMON_TEXTS } from '@app/contract/common';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  expectErrorBody,
  fromNewAddress,
  PATH_PARAM_PROBES,
  pathParamNames,
  pathWith,
  snapshotData,
} from './api-checks';
import { createTestApp, type TestApp } from './test-app';

type LogLine = { level: number; msg: string; reqId?: string; res?: { statusCode: number } };

let t: TestApp;
/** A second instance on the same database that logs at info, as the server does. */
let app: FastifyInstance;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let lines: LogLine[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  app = await buildApp({
    config: { ...t.app.config, logLevel: 'info' },
    database: {
      db: t.db,
      kind: 'postgres', // no session cache: every request reads the sessions table
      ping: async () => undefined,
      rawQuery: async () => [],
      close: async () => undefined,
    },
    loggerStream: stream,
    authRateLimit: 1000,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** The routes with path parameters, read from what the server registers (HEAD beside each GET). */
const parametric = () =>
  app.apiRoutes
    .filter((route) => pathParamNames(route.url).length > 0)
    .flatMap((route) => (route.method === 'GET' ? [route, { ...route, method: 'HEAD' }] : [route]));

/** What the router itself answers, before any route, hook or authentication runs. */
const refusedByRouter = (method: string, response: LightMyRequestResponse) => {
  if (method === 'HEAD') return [400, 404].includes(response.statusCode);
  const message = response.json<{ message: string }>().message;
  return (
    (response.statusCode === 400 && message === COMMON_TEXTS.badUrl) ||
    (response.statusCode === 404 && message === COMMON_TEXTS.notFound)
  );
};

/** Sends one request and checks that it was logged: its request line, then its outcome. */
async function sendLogged(options: InjectOptions & { url: string }) {
  lines = [];
  const response = await app.inject(fromNewAddress(options));
  await new Promise((resolve) => setImmediate(resolve));
  const context = `${options.method} ${options.url.slice(0, 120)} → ${response.statusCode}`;
  const incoming = lines.find((line) => line.msg === 'incoming request');
  expect(incoming, `request line of ${context}`).toBeDefined();
  const completed = lines.find(
    (line) => line.msg === 'request completed' && line.reqId === incoming?.reqId,
  );
  expect(completed?.res?.statusCode, `outcome logged for ${context}`).toBe(response.statusCode);
  expect(
    lines.filter((line) => line.level >= 50),
    `no error logged for ${context}`,
  ).toEqual([]);
  return response;
}

function expectAnswer(
  request: { method: string; url: string },
  response: LightMyRequestResponse,
  status: readonly number[],
) {
  const context = `${request.method} ${request.url.slice(0, 120)}`;
  if (request.method === 'HEAD') {
    expect(status, `${context} → ${response.statusCode}`).toContain(response.statusCode);
    return;
  }
  expectErrorBody(response, { status });
  expect(response.headers['cache-control'], context).toBe('no-store');
}

describe('path parameters on every route that takes one', () => {
  it('finds the routes with path parameters among those the server registers', () => {
    expect(parametric().length).toBeGreaterThanOrEqual(40);
  });

  it('answers a caller without a session 401, or the router’s own 400 or 404', async () => {
    for (const route of parametric()) {
      for (const name of pathParamNames(route.url)) {
        for (const probe of PATH_PARAM_PROBES) {
          const url = pathWith(route.url, name, probe.segment);
          const response = await sendLogged({ method: route.method, url });
          expectAnswer({ method: route.method, url }, response, [400, 401, 404]);
          // Anything the router lets through meets authentication before validation.
          if (route.access !== 'public' && !refusedByRouter(route.method, response)) {
            expect(response.statusCode, `${route.method} ${route.url} ${probe.label}`).toBe(401);
          }
        }
      }
    }
  });

  it('answers an admin 400 or 404 and changes nothing', async () => {
    const before = await snapshotData(app, admin.headers);
    for (const route of parametric()) {
      for (const name of pathParamNames(route.url)) {
        for (const probe of PATH_PARAM_PROBES) {
          const url = pathWith(route.url, name, probe.segment);
          const response = await sendLogged({
            method: route.method,
            url,
            headers: admin.headers,
          });
          expectAnswer({ method: route.method, url }, response, [400, 404]);
        }
      }
    }
    expect(await snapshotData(app, admin.headers)).toEqual(before);
  });

  it('logs an over-long parameter as a client error: its request line and its 404', async () => {
    lines = [];
    const url = `/api/users/${'a'.repeat(101)}`;
    const response = await app.inject({ method: 'PATCH', url, headers: admin.headers });
    expectErrorBody(response, { status: 404, code: 'NOT_FOUND', message: COMMON_TEXTS.notFound });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual([
      [30, 'incoming request', undefined],
      [30, 'request refused by the router', undefined],
      [30, 'request completed', 404],
    ]);
  });
});

/**
 * Sends raw bytes to the listening app (no client normalizes the path) and reads the answer up
 * to the server's close (`Connection: close`): the client does not half-close, as browsers do not.
 */
async function rawRequest(port: number, request: string) {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
  return { head, status, body: rest.join('\r\n\r\n') };
}

describe('over HTTP, as sent', () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  it('answers dot segments, raw UTF-8 and long parameters with the error body', async () => {
    const segments = ['..', '.', '%2e%2e', '%2E.', '..;', 'ñ', '😀', 'x'.repeat(10_000)];
    for (const route of parametric().filter((r) => r.method !== 'HEAD')) {
      for (const segment of segments) {
        for (const token of [undefined, admin.headers.authorization]) {
          const url = pathWith(route.url, pathParamNames(route.url)[0]!, segment);
          const authorization = token ? `Authorization: ${token}\r\n` : '';
          const { status, body } = await rawRequest(
            port,
            `${route.method} ${url} HTTP/1.1\r\nHost: x\r\n${authorization}Connection: close\r\n\r\n`,
          );
          const context = `${route.method} ${url.slice(0, 80)} ${authorization ? 'admin' : 'anonymous'} → ${status} ${body.slice(0, 200)}`;
          // All from one address: a route's own request limit may answer first (429).
          expect([400, 401, 404, 429], context).toContain(status);
          // Node's parser refuses raw UTF-8 in the request line; the router, a malformed path.
          if (!authorization && status === 400) {
            expect([COMMON_TEXTS.badUrl, COMMON_TEXTS.malformedRequest], context).toContain(
              JSON.parse(body).message,
            );
          }
          expect(JSON.parse(body), context).toMatchObject({
            success: false,
            error: { code: expect.any(String) },
          });
        }
      }
    }
  });
});
