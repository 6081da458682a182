/**
 * Whatever a caller sends, the answer is a 4xx with the Spanish error body of DECISIONS §2 —
 * never a 5xx — and a refused request changes nothing. The routes of users and the configuration
 * lists are checked in depth below, with the contract schema as the oracle; every registered
 * route, including the ones added later, gets the safety net at the end of the file.
 */
import {
  forgotPasswordSchema,
  loginSchema,
  setPasswordSchema,
  verifyUserSchema,
} from '@app/contract/auth';
import { createCatalogEntrySchema, updateCatalogEntrySchema } from '@app/contract/catalog';
import { COMMON_TEXTS } from '@app/contract/common';
import { addPunchSchema } from '@app/contract/punches';
import { createSupplierSchema, updateSupplierSchema } from '@app/contract/suppliers';
import { registerUserSchema, updateUserSchema } from '@app/contract/users';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  expectErrorBody,
  fromNewAddress,
  PATH_PARAM_PROBES,
  pathParamNames,
  pathWith,
  snapshotData,
} from './api-checks';
import { createTestApp, type TestApp } from './test-app';

const t = await createTestApp();
afterAll(() => t.close());
let admin: Awaited<ReturnType<TestApp['signIn']>>;
/** Rows the requests aim at: one of each kind, plus a user that is not the admin. */
const ids = { category: 0, area: 0, supplier: 0, user: 0 };

beforeAll(async () => {
  admin = await t.signIn('admin');
  ids.user = (await t.signIn('usuario')).id;
  for (const [kind, url, payload] of [
    ['category', '/api/categories', { name: 'Oficina', description: 'Material' }],
    ['area', '/api/areas', { name: 'Ventas', description: 'Comercial' }],
    ['supplier', '/api/suppliers', { name: 'Papelería Sol', email: 'sol@proveedor.test' }],
  ] as const) {
    const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    ids[kind] = response.json<{ data: { id: number } }>().data.id;
  }
});

type Method = 'POST' | 'PATCH' | 'DELETE';

type BodyRoute = {
  method: Method;
  path: () => string;
  /** The contract schema the server validates the body with: the oracle of the properties. */
  schema: z.ZodType;
  asAdmin: boolean;
  /** A body the server accepts. */
  valid: () => Record<string, unknown>;
  /** Fields whose absence is refused (update calls refuse an empty body instead). */
  required: readonly string[];
  /** What a valid body may answer (a valid login may still be wrong credentials, 400). */
  validStatuses: readonly number[];
  /** An empty body is a valid call too (POST /punches/add without fields is a Punch In). */
  emptyIsValid?: boolean;
};

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}`;
const token = 'x'.repeat(43);

const BODY_ROUTES: Record<string, BodyRoute> = {
  'POST /api/auth': {
    method: 'POST',
    path: () => '/api/auth',
    schema: loginSchema,
    asAdmin: false,
    valid: () => ({ email: 'nadie@empresa.test', password: 'Una-Clave-Cualquiera' }),
    required: ['email', 'password'],
    validStatuses: [200, 400, 429],
  },
  'POST /api/auth/register': {
    method: 'POST',
    path: () => '/api/auth/register',
    schema: registerUserSchema,
    asAdmin: true,
    valid: () => ({
      name: unique('Alta'),
      email: `alta${++sequence}@empresa.test`,
      role: 'office',
    }),
    required: ['name', 'email', 'role'],
    validStatuses: [201, 409],
  },
  'POST /api/auth/verify-user': {
    method: 'POST',
    path: () => '/api/auth/verify-user',
    schema: verifyUserSchema,
    asAdmin: false,
    valid: () => ({ token, password: 'Clave-Nueva-Segura-1' }),
    required: ['token', 'password'],
    validStatuses: [400],
  },
  'POST /api/auth/verify-password': {
    method: 'POST',
    path: () => '/api/auth/verify-password',
    schema: setPasswordSchema,
    asAdmin: false,
    valid: () => ({ token, password: 'Clave-Nueva-Segura-1' }),
    required: ['token', 'password'],
    validStatuses: [400],
  },
  'POST /api/auth/reset-password': {
    method: 'POST',
    path: () => '/api/auth/reset-password',
    schema: forgotPasswordSchema,
    asAdmin: false,
    valid: () => ({ email: 'nadie@empresa.test' }),
    required: ['email'],
    validStatuses: [200],
  },
  'PATCH /api/users/:id': {
    method: 'PATCH',
    path: () => `/api/users/${ids.user}`,
    schema: updateUserSchema,
    asAdmin: true,
    valid: () => ({ name: unique('Persona'), role: 'usuario', phone: '+34 600 111 222' }),
    required: [],
    validStatuses: [200],
  },
  'POST /api/categories': {
    method: 'POST',
    path: () => '/api/categories',
    schema: createCatalogEntrySchema,
    asAdmin: true,
    valid: () => ({ name: unique('Categoría'), description: 'Descripción' }),
    required: ['name', 'description'],
    validStatuses: [201, 409],
  },
  'PATCH /api/categories/:id': {
    method: 'PATCH',
    path: () => `/api/categories/${ids.category}`,
    schema: updateCatalogEntrySchema,
    asAdmin: true,
    valid: () => ({ name: unique('Categoría'), description: 'Descripción' }),
    required: [],
    validStatuses: [200, 409],
  },
  'POST /api/areas': {
    method: 'POST',
    path: () => '/api/areas',
    schema: createCatalogEntrySchema,
    asAdmin: true,
    valid: () => ({ name: unique('Área'), description: 'Descripción' }),
    required: ['name', 'description'],
    validStatuses: [201, 409],
  },
  'PATCH /api/areas/:id': {
    method: 'PATCH',
    path: () => `/api/areas/${ids.area}`,
    schema: updateCatalogEntrySchema,
    asAdmin: true,
    valid: () => ({ name: unique('Área'), description: 'Descripción' }),
    required: [],
    validStatuses: [200, 409],
  },
  'POST /api/suppliers': {
    method: 'POST',
    path: () => '/api/suppliers',
    schema: createSupplierSchema,
    asAdmin: true,
    valid: () => ({
      name: unique('Proveedor'),
      telephone: '+34 911 000 000',
      direction: 'Calle Mayor 1',
      email: 'ventas@proveedor.test',
    }),
    required: ['name'],
    validStatuses: [201, 409],
  },
  'PATCH /api/suppliers/:id': {
    method: 'PATCH',
    path: () => `/api/suppliers/${ids.supplier}`,
    schema: updateSupplierSchema,
    asAdmin: true,
    valid: () => ({
      name: unique('Proveedor'),
      telephone: '600 000 000',
      direction: 'Calle Luna 2',
      email: 'compras@proveedor.test',
    }),
    required: [],
    validStatuses: [200, 409],
  },
  // The admin needs no shift: the first valid body punches in (201), a repeat within seconds
  // answers it again (200), later ones are refused as already in (409).
  'POST /api/punches/add': {
    method: 'POST',
    path: () => '/api/punches/add',
    schema: addPunchSchema,
    asAdmin: true,
    valid: () => ({ type: 'I', notes: unique('Nota') }),
    // Without `type` the action follows from the fields (DECISIONS §5): nothing is required.
    required: [],
    validStatuses: [200, 201, 409],
    emptyIsValid: true,
  },
};

/** Routes whose only input is the `:id` of the path, with a body when they also take one. */
const ID_ROUTES: { key: string; method: Method; path: (id: string) => string; notFound: string }[] =
  [
    ...(['categories', 'areas', 'suppliers'] as const).flatMap((list) => {
      const notFound = {
        categories: 'Categoría no encontrada',
        areas: 'Área no encontrada',
        suppliers: 'Proveedor no encontrado',
      }[list];
      return (['PATCH', 'DELETE'] as const).map((method) => ({
        key: `${method} /api/${list}/:id`,
        method,
        path: (id: string) => `/api/${list}/${id}`,
        notFound,
      }));
    }),
    {
      key: 'PATCH /api/users/:id',
      method: 'PATCH',
      path: (id) => `/api/users/${id}`,
      notFound: 'Usuario no encontrado',
    },
    {
      key: 'DELETE /api/users/:id',
      method: 'DELETE',
      path: (id) => `/api/users/${id}`,
      notFound: 'Usuario no encontrado',
    },
    {
      key: 'POST /api/users/:id/resend-verification',
      method: 'POST',
      path: (id) => `/api/users/${id}/resend-verification`,
      notFound: 'Usuario no encontrado',
    },
  ];
const bodyFor = (key: string) => BODY_ROUTES[key]?.valid();

const headersFor = (route: BodyRoute): Record<string, string> =>
  route.asAdmin ? admin.headers : {};

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject(fromNewAddress(options));
}

/** Sends a raw body (exactly these bytes) with the given content type. */
function sendRaw(route: BodyRoute, body: string, contentType = 'application/json') {
  return send({
    method: route.method,
    url: route.path(),
    headers: { ...headersFor(route), 'content-type': contentType },
    body,
  });
}

function sendJson(route: BodyRoute, payload: unknown) {
  return sendRaw(route, JSON.stringify(payload));
}

/** Runs `request` and checks that it was refused with the error body and that nothing changed. */
async function expectRefusedUnchanged(
  request: () => Promise<LightMyRequestResponse>,
  expected: Parameters<typeof expectErrorBody>[1] = {},
) {
  const before = await snapshotData(t.app, admin.headers);
  const response = await request();
  const body = expectErrorBody(response, expected);
  expect(await snapshotData(t.app, admin.headers)).toEqual(before);
  return body as { error: { details?: { field: string; message: string }[] } };
}

/** Percent-encodes every byte of a string's UTF-8 but the unreserved characters of RFC 3986. */
const encodePathSegment = (raw: string) =>
  Buffer.from(raw, 'utf8').reduce(
    (path, byte) =>
      path +
      (/[A-Za-z0-9_~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`),
    '',
  );

const hasLoneSurrogate = (text: string) => /\p{Surrogate}/u.test(text);

/** What the JSON parser refuses before any validation: `__proto__`, `constructor.prototype`. */
function poisonsPrototypes(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(poisonsPrototypes);
  if (Object.hasOwn(value, '__proto__')) return true;
  const constructor: unknown = Object.hasOwn(value, 'constructor')
    ? (value as Record<string, unknown>).constructor
    : undefined;
  if (
    typeof constructor === 'object' &&
    constructor !== null &&
    Object.hasOwn(constructor, 'prototype')
  ) {
    return true;
  }
  return Object.values(value).some(poisonsPrototypes);
}

/**
 * The oracle of the properties: a body the contract refuses is answered 400 and changes
 * nothing; a body it accepts is answered with one of the route's statuses, and what was stored
 * is what was sent (after the contract's own trimming).
 */
async function checkAgainstContract(key: string, route: BodyRoute, payload: unknown) {
  const text = JSON.stringify(payload) ?? 'null';
  const value: unknown = JSON.parse(text);
  if (poisonsPrototypes(value)) {
    await expectRefusedUnchanged(() => sendRaw(route, text), {
      status: 400,
      message: 'El cuerpo de la petición no es JSON válido',
    });
    return;
  }
  const parsed = route.schema.safeParse(value);
  if (!parsed.success) {
    await expectRefusedUnchanged(() => sendRaw(route, text), {
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    return;
  }
  const response = await sendRaw(route, text);
  const context = `${key} ${text.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(route.validStatuses, context).toContain(response.statusCode);
  if (response.statusCode >= 400) {
    expectErrorBody(response);
    return;
  }
  const data = response.json<{ success: boolean; data?: Record<string, unknown> }>();
  expect(data.success, context).toBe(true);
  if (!data.data) return;
  for (const [field, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (typeof value === 'string' && !hasLoneSurrogate(value)) {
      expect(data.data[field], `${context}: ${field}`).toBe(value);
    }
  }
}

const MALFORMED_JSON = ['{"name":', '{', '}', 'nul', "{'name':'x'}", '{"name":"x",}', '{"a" 1}'];
const NOT_AN_OBJECT = ['[]', '[{"name":"x"}]', '"texto"', '42', '-1.5e300', 'null', 'true'];
const WRONG_TYPES: unknown[] = [42, -1.5, true, false, ['x'], { valor: 'x' }, []];
const SQL_TEXTS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "admin'--",
  '"; SELECT pg_sleep(10); --',
  '1; DELETE FROM categories',
  '$1 $2 %s %% \\x00 \\',
];
const UNICODE_TEXTS = [
  'Ñandú café 🚀🇪🇸',
  '中文 العربية עברית',
  'e\u0301 combinada',
  '\u200b\u200d\ufeff invisible',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

for (const [key, route] of Object.entries(BODY_ROUTES)) {
  describe(key, () => {
    it('refuses malformed JSON, an empty body and a body that is not an object', async () => {
      for (const body of MALFORMED_JSON) {
        await expectRefusedUnchanged(() => sendRaw(route, body), {
          status: 400,
          message: 'El cuerpo de la petición no es JSON válido',
        });
      }
      // An empty body is no body (DECISIONS §2): refused as `{}` is, with the field's message
      // (a route whose every field is optional takes it as `{}`: see its own tests).
      if (!route.emptyIsValid) {
        const asEmptyObject = await expectRefusedUnchanged(() => sendRaw(route, '{}'), {
          status: 400,
          code: 'VALIDATION_ERROR',
        });
        for (const empty of ['', ' \n']) {
          expect(
            await expectRefusedUnchanged(() => sendRaw(route, empty), {
              status: 400,
              code: 'VALIDATION_ERROR',
            }),
          ).toEqual(asEmptyObject);
        }
      }
      for (const body of NOT_AN_OBJECT) {
        await expectRefusedUnchanged(() => sendRaw(route, body), {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: /se esperaba objeto/,
        });
      }
      if (!route.emptyIsValid) {
        await expectRefusedUnchanged(
          () => send({ method: route.method, url: route.path(), headers: headersFor(route) }),
          { status: 400, code: 'VALIDATION_ERROR' },
        );
      }
    });

    it('refuses bodies that are not JSON with 415', async () => {
      for (const [contentType, body] of [
        ['text/plain', JSON.stringify(route.valid())],
        ['application/x-www-form-urlencoded', 'name=x&description=y'],
        ['application/xml', '<name>x</name>'],
      ] as const) {
        await expectRefusedUnchanged(() => sendRaw(route, body, contentType), {
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
      // Refused as a media type today; once file uploads parse multipart, refused as a body.
      await expectRefusedUnchanged(
        () => sendRaw(route, '--x\r\n\r\nx\r\n--x--', 'multipart/form-data; boundary=x'),
        { status: [400, 415] },
      );
    });

    it('refuses a wrong type in each field, naming the field', async () => {
      for (const field of Object.keys(route.valid())) {
        for (const wrong of WRONG_TYPES) {
          const body = await expectRefusedUnchanged(
            () => sendJson(route, { ...route.valid(), [field]: wrong }),
            { status: 400, code: 'VALIDATION_ERROR' },
          );
          expect(
            body.error.details?.map((issue) => issue.field),
            `${field}: ${JSON.stringify(wrong)}`,
          ).toContain(field);
        }
      }
    });

    it('refuses a body without its required fields', async () => {
      for (const field of route.required) {
        const { [field]: _missing, ...rest } = route.valid();
        const body = await expectRefusedUnchanged(() => sendJson(route, rest), {
          status: 400,
          code: 'VALIDATION_ERROR',
        });
        expect(body.error.details?.map((issue) => issue.field)).toContain(field);
      }
      if (route.required.length === 0 && !route.emptyIsValid) {
        await expectRefusedUnchanged(() => sendJson(route, {}), {
          status: 400,
          message: 'No hay cambios para guardar',
        });
      }
    });

    it('refuses huge strings: 400 under the body limit, 413 over it', async () => {
      for (const field of Object.keys(route.valid())) {
        for (const length of [10_000, 200_000]) {
          await expectRefusedUnchanged(
            () => sendJson(route, { ...route.valid(), [field]: 'a'.repeat(length) }),
            { status: 400, code: 'VALIDATION_ERROR' },
          );
        }
        // 200 000 two-byte characters: about 400 KB, over the 256 KB limit.
        await expectRefusedUnchanged(
          () => sendJson(route, { ...route.valid(), [field]: 'ñ'.repeat(200_000) }),
          { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'La petición es demasiado grande' },
        );
      }
    });

    it('refuses NUL characters in stored text with a Spanish message', async () => {
      for (const field of Object.keys(route.valid())) {
        const value = route.valid()[field];
        if (typeof value !== 'string') continue;
        for (const text of [`${value}\u0000`, `\u0000${value}`, 'a\u0000b']) {
          const payload = { ...route.valid(), [field]: text };
          if (['password', 'token'].includes(field)) {
            // Passwords and tokens are only ever hashed, never stored as text.
            await checkAgainstContract(key, route, payload);
            continue;
          }
          const body = await expectRefusedUnchanged(() => sendJson(route, payload), {
            status: 400,
            code: 'VALIDATION_ERROR',
          });
          expect(body.error.details?.map((issue) => issue.field)).toContain(field);
        }
      }
    });

    it('stores SQL-looking and unicode text verbatim, or refuses it with 400', async () => {
      const before = await snapshotData(t.app, admin.headers);
      for (const field of Object.keys(route.valid())) {
        for (const text of [...SQL_TEXTS, ...UNICODE_TEXTS]) {
          await checkAgainstContract(key, route, { ...route.valid(), [field]: text });
        }
      }
      // The tables are all still there and nothing was lost.
      const after = await snapshotData(t.app, admin.headers);
      for (const list of ['categories', 'areas', 'suppliers', 'users'] as const) {
        expect(after[list].length).toBeGreaterThanOrEqual(before[list].length);
      }
    });

    it('answers any JSON value as a body by the contract, never with a 5xx', async () => {
      const fields = Object.keys(route.valid());
      const text = fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.constantFrom('a', 'Ñ', ' ', '@', '.', '\u0000', '😀', "'", '"') }),
        fc.constantFrom(...SQL_TEXTS, ...UNICODE_TEXTS, 'admin', 'office', 'usuario'),
        fc.emailAddress(),
      );
      const value = fc.oneof(
        { weight: 3, arbitrary: text },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }) },
      );
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
        fc.dictionary(fc.constantFrom(...fields, 'extra', 'id'), value),
        fc.record(Object.fromEntries(fields.map((field) => [field, text]))),
      );
      await fc.assert(
        fc.asyncProperty(body, (payload) => checkAgainstContract(key, route, payload)),
        { numRuns: 50 },
      );
    });
  });
}

describe('ids in the path', () => {
  const INVALID_IDS = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1.0',
    '99999999999',
    '2147483648',
    '0x1',
    '1e0',
    '+1',
    ' 1',
    '01',
    'NaN',
    'Infinity',
    '١',
    '1;DROP TABLE users',
    "1' OR '1'='1",
    '\u0000',
    '😀',
  ];

  for (const route of ID_ROUTES) {
    it(`${route.key}: refuses ids that are not positive integers with 400`, async () => {
      for (const id of INVALID_IDS) {
        const body = bodyFor(route.key);
        await expectRefusedUnchanged(
          () =>
            send({
              method: route.method,
              url: route.path(encodeURIComponent(id)),
              headers: admin.headers,
              ...(body && { payload: body }),
            }),
          { status: 400, code: 'VALIDATION_ERROR', message: /Identificador inválido/ },
        );
      }
    });

    it(`${route.key}: answers an unknown id with 404 and its Spanish text`, async () => {
      for (const id of ['999999', '2147483647']) {
        const body = bodyFor(route.key);
        await expectRefusedUnchanged(
          () =>
            send({
              method: route.method,
              url: route.path(id),
              headers: admin.headers,
              ...(body && { payload: body }),
            }),
          { status: 404, code: 'NOT_FOUND', message: route.notFound },
        );
      }
    });

    it(`${route.key}: answers any string as the id with 400 or 404`, async () => {
      const canonical = (id: string) => /^[1-9][0-9]{0,9}$/.test(id);
      const id = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', 'e', 'x', ' ', '/', '%') }),
        fc.double().map(String),
      );
      await fc.assert(
        fc.asyncProperty(id, async (raw) => {
          // A well-formed id is a real request, checked above; every other string is refused.
          fc.pre(!canonical(raw));
          const body = bodyFor(route.key);
          const encoded = encodePathSegment(raw);
          await expectRefusedUnchanged(
            () =>
              send({
                method: route.method,
                url: route.path(encoded),
                headers: admin.headers,
                ...(body && { payload: body }),
              }),
            { status: [400, 404] },
          );
        }),
        { numRuns: 40 },
      );
    });
  }

  it('answers an id over the router’s 100 characters with 404: no route takes it', async () => {
    for (const route of ID_ROUTES) {
      for (const id of [
        '1'.repeat(101),
        'a'.repeat(1_000),
        '9'.repeat(10_000),
        '%41'.repeat(101),
      ]) {
        const body = bodyFor(route.key);
        for (const headers of [admin.headers, {}]) {
          await expectRefusedUnchanged(
            () =>
              send({
                method: route.method,
                url: route.path(id),
                headers,
                ...(body && { payload: body }),
              }),
            { status: 404, code: 'NOT_FOUND', message: COMMON_TEXTS.notFound },
          );
        }
      }
    }
  });

  it('refuses a path that is not valid percent-encoding with the Spanish error body', async () => {
    for (const url of [
      '/api/categories/%',
      '/api/categories/%zz',
      '/api/categories/%E0%A4%A',
      '/api/users/%ED%A0%80',
      '/api/%',
    ]) {
      await expectRefusedUnchanged(() => send({ method: 'DELETE', url, headers: admin.headers }), {
        status: 400,
      });
    }
  });
});

describe('JSON that attacks the parser', () => {
  const route = BODY_ROUTES['POST /api/categories']!;

  it('refuses prototype pollution and survives deep nesting', async () => {
    for (const body of [
      '{"__proto__":{"isAdmin":true},"name":"a","description":"b"}',
      '{"constructor":{"prototype":{"isAdmin":true}},"name":"a","description":"b"}',
    ]) {
      await expectRefusedUnchanged(() => sendRaw(route, body), {
        status: 400,
        message: 'El cuerpo de la petición no es JSON válido',
      });
    }
    for (const body of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      '{"name":'.repeat(25_000) + '1' + '}'.repeat(25_000),
    ]) {
      await expectRefusedUnchanged(() => sendRaw(route, body), { status: 400 });
    }
    expect({}).not.toHaveProperty('isAdmin');
  });
});

/**
 * A safety net over what the server really registers, so that a new route is covered the day it
 * appears: any path parameters and any JSON body get a 2xx or the 4xx error body, never a 5xx.
 */
describe('every registered route', () => {
  const withInput = t.app.apiRoutes.filter(
    (route) => route.method !== 'GET' || route.url.includes('/:'),
  );
  // Signing out, or ending sessions by id (the admin's own among them, or all of a user's), would
  // end the session the other requests use: the matrix and bad-input-sign-in.test.ts cover them.
  const SESSION_ENDERS = [
    'POST /api/auth/logout',
    'DELETE /api/auth/sessions/:id',
    'DELETE /api/auth/sessions',
    'DELETE /api/users/:id/sessions',
  ];
  const endsSession = (key: string) => SESSION_ENDERS.includes(key);

  it('includes the routes with a body or path parameters', () => {
    expect(withInput.length).toBeGreaterThanOrEqual(Object.keys(BODY_ROUTES).length);
  });

  for (const route of withInput) {
    const key = `${route.method} ${route.url}`;
    if (endsSession(key)) continue;
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

    it(`${key}: answers any path parameters and JSON body without a 5xx`, async () => {
      const param = fc.oneof(
        fc.constantFrom('1', '2', '3', '999999', 'this', 'following', '2030-01-07', '20300107'),
        fc.constantFrom('0', '-1', '1.5', 'abc', '99999999999', ''),
        fc.string(),
        fc.string({ unit: 'binary' }),
        // around and over the router's limit of 100 characters, up to 10 000
        fc.string({ minLength: 95, maxLength: 130 }),
        fc.string({ unit: 'binary', minLength: 95, maxLength: 1_000 }),
        fc.constantFrom('a'.repeat(101), 'x'.repeat(10_000), 'ñ'.repeat(101), '😀'.repeat(51)),
      );
      const body =
        route.method === 'GET'
          ? fc.constant(undefined)
          : fc.option(fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(
          fc.array(param, { minLength: names.length, maxLength: names.length }),
          body,
          async (values, payload) => {
            const url = names.reduce(
              (path, name, i) => path.replace(`:${name}`, encodePathSegment(values[i] ?? '')),
              route.url,
            );
            const response = await send({
              method: route.method,
              url,
              headers: {
                ...admin.headers,
                ...(payload !== undefined && { 'content-type': 'application/json' }),
              },
              ...(payload !== undefined && { body: JSON.stringify(payload) }),
            });
            const context = `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`;
            expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBeLessThan(
              500,
            );
            if (response.statusCode >= 400) expectErrorBody(response);
            else if (response.headers['content-type']?.toString().startsWith('text/csv')) {
              // An export answers its file, header line first.
              expect(response.body, context).toMatch(/^\uFEFF[^\r\n]+\r\n/);
            } else if (response.headers['content-type'] === 'application/pdf') {
              // The expense report's PDF (its filters are in the query; a body is ignored).
              expect(response.rawPayload.subarray(0, 5).toString('latin1'), context).toBe('%PDF-');
            } else expect(response.json<{ success: unknown }>().success, context).toBe(true);
          },
        ),
        { numRuns: 30 },
      );
    });

    if (names.length === 0) continue;
    it(`${key}: answers long, unicode and percent-encoded path parameters with 400 or 404`, async () => {
      for (const name of pathParamNames(route.url)) {
        for (const probe of PATH_PARAM_PROBES) {
          const response = await send({
            method: route.method,
            url: pathWith(route.url, name, probe.segment),
            headers: admin.headers,
          });
          const context = `${name} = ${probe.label}: ${response.statusCode} ${response.body}`;
          expect([400, 404], context).toContain(response.statusCode);
          expectErrorBody(response);
        }
      }
    });
  }
});
