/**
 * Whatever a caller sends to the vault, the answer is never a 5xx: a body or query the contract
 * refuses is a Spanish 4xx and changes nothing; one it accepts is a success (credentials) or a
 * Spanish 4xx of the vault's rules (setup and change). Bad headers are refused the same way.
 */
import {
  createCredentialSchema,
  credentialListQuerySchema,
  updateCredentialSchema,
  vaultChangeSchema,
  vaultSetupSchema,
} from '@app/contract/password-manager';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectErrorBody } from '../../../test/api-checks';
import { badInputProperties } from '../../../test/body-properties';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  addCredential,
  setUpVault,
  VAULT_PASSWORD,
  vaultCall,
} from '../../../test/kits/password-manager-test-kit';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
let owner: Session;
/** An admin of its own for the setup calls: its wrong current passwords reach the limit. */
let guesser: Session;
let credentialId: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn('admin');
  owner = await t.signIn('usuario');
  guesser = await t.signIn('admin');
  await setUpVault(t.app, admin);
  credentialId = (await addCredential(t.app, owner, { name: 'Difuso', password: 'Difusa-1234' }))
    .id;
});
afterAll(() => t.close());

/** What the vault's tables hold, summarised: a refused call leaves it as it was. */
async function state() {
  const result = await t.db.execute(sql`select
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from credentials) as credentials,
    (select wrap_version || ':' || wrapped_key from vault) as vault`);
  return (result as { rows: unknown[] }).rows[0];
}

type WriteRoute = {
  name: string;
  method: 'POST' | 'PATCH';
  url: () => string;
  schema: z.ZodType;
  valid: () => Record<string, unknown>;
  session: () => Session;
  /** The vault's own 4xx to a body the contract accepts (setup and change). */
  ruleMessages?: RegExp;
};
const WRITES: WriteRoute[] = [
  {
    name: '/api/password-manager',
    method: 'POST',
    url: () => '/api/password-manager',
    schema: createCredentialSchema,
    valid: () => ({
      name: 'Servicio',
      username: 'usuario',
      password: 'Clave-1',
      code: '',
      website: 'ejemplo.com',
      description: 'Nota',
      privated: true,
    }),
    session: () => owner,
  },
  {
    name: '/api/password-manager/:id',
    method: 'PATCH',
    url: () => `/api/password-manager/${credentialId}`,
    schema: updateCredentialSchema,
    valid: () => ({ name: 'Otro', password: 'Otra-Clave-2', privated: 'false' }),
    session: () => owner,
  },
  {
    name: '/api/password-manager/setup (POST)',
    method: 'POST',
    url: () => '/api/password-manager/setup',
    schema: vaultSetupSchema,
    valid: () => ({ password: 'Una-Boveda-Nueva-1' }),
    session: () => guesser,
    ruleMessages:
      /^(El gestor de credenciales ya está configurado|Esa contraseña de seguridad es demasiado común; elige otra)$/,
  },
  {
    name: '/api/password-manager/setup (PATCH)',
    method: 'PATCH',
    url: () => '/api/password-manager/setup',
    schema: vaultChangeSchema,
    // Never the right current password: the vault is not changed under the other tests.
    valid: () => ({ currentPassword: 'no-es-la-actual', newPassword: 'Una-Boveda-Nueva-1' }),
    session: () => guesser,
    ruleMessages:
      /^(La contraseña de seguridad actual no es correcta|La nueva contraseña de seguridad debe ser distinta de la actual|Esa contraseña de seguridad es demasiado común; elige otra|Demasiados intentos con una contraseña de seguridad incorrecta\. Espera 15 minutos e inténtalo de nuevo\.)$/,
  },
];

const TEXTS = [
  '\u0000',
  "'; DROP TABLE credentials; --",
  'Ñandú 🚀',
  '%_\\',
  ' '.repeat(20),
  'x'.repeat(129),
];

for (const route of WRITES) {
  describe(`${route.method} ${route.name}`, () => {
    badInputProperties(route, {
      texts: TEXTS,
      send: (body) =>
        t.app.inject({
          method: route.method,
          url: route.url(),
          headers: {
            ...route.session().headers,
            'x-password-manager-key': VAULT_PASSWORD,
            'content-type': 'application/json',
          },
          body,
        }),
      refused: (response) =>
        route.ruleMessages
          ? expectErrorBody(response, { message: route.ruleMessages })
          : expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300),
      mustRefuse: Boolean(route.ruleMessages),
      state,
    });
  });
}

describe('the list query, the path and the header', () => {
  it('never answers a 5xx to arbitrary query strings (property)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom(...TEXTS, '%', '_', '\\'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('page', 'limit', 'name', 'username', 'website'), value),
        async (query) => {
          const search = new URLSearchParams(query).toString();
          const response = await vaultCall(t.app, owner, 'GET', `/api/password-manager?${search}`, {
            key: VAULT_PASSWORD,
          });
          expect(response.statusCode, `?${search} ${response.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
          const valid = credentialListQuerySchema.safeParse(
            Object.fromEntries(new URLSearchParams(search)),
          ).success;
          if (valid) expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
          else expectErrorBody(response, { status: 400 });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses bad path ids with a Spanish 4xx', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999', '0x10', '2147483647']) {
      for (const [method, url] of [
        ['GET', `/api/password-manager/${id}/password`],
        ['DELETE', `/api/password-manager/${id}`],
      ] as const) {
        expectErrorBody(await vaultCall(t.app, owner, method, url, { key: VAULT_PASSWORD }), {
          status: [400, 404],
        });
      }
    }
  });

  it('refuses odd security-password headers with a 4xx, never a 5xx', async () => {
    const before = await state();
    const odd = ['x'.repeat(129), 'x'.repeat(8000), '\t', 'ñandú-ñandú', VAULT_PASSWORD + ' '];
    for (const key of odd) {
      const response = await vaultCall(t.app, guesser, 'GET', '/api/password-manager', { key });
      expect(response.statusCode, `${key.slice(0, 20)} ${response.body}`).toBeLessThan(500);
      if (response.statusCode !== 200) expectErrorBody(response, { status: [403, 429] });
    }
    expect(await state()).toEqual(before);
  });
});
