import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { createSession } from '../src/features/auth/sessions';
import { measureRounds } from './measure';
import { BENCH_ADMIN } from './seed';
import type { LoadRow } from './targets';

/**
 * Issue 14 §4. On a vault of VAULT.credentials credentials: the time of an unlock (the first call
 * of a session: the 64 MiB KDF) one at a time; a list page with the vault unlocked against the same
 * page read by a bench-only route that skips the vault (the KDF must not be paid per call); and
 * GET /api/categories' p99 alone and while sessions unlock twenty at a time.
 */
export const VAULT = {
  password: 'Boveda-De-La-Carga-2026',
  credentials: 300,
  /** fresh sessions unlocking one after another: the unlock time */
  unlockSamples: 7,
  /** sessions unlocking at once, batch after batch, while GET /api/categories is measured */
  concurrent: 20,
  batches: 4,
  connections: 10,
} as const;

const KEY_HEADER = 'x-password-manager-key';

export type VaultSeed = { tokens: string[] };

/** Sessions of the bench admin made beforehand (a sign-in costs a KDF too, and is rate limited). */
export async function seedVault({ db }: Database): Promise<VaultSeed> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BENCH_ADMIN.email));
  const tokens: string[] = [];
  const count = VAULT.unlockSamples + VAULT.concurrent * VAULT.batches;
  for (let i = 0; i < count; i++) tokens.push(await createSession(db, admin!.id));
  return { tokens };
}

async function send(url: string, headers: Record<string, string>, method = 'GET', body?: object) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function benchVault(
  baseUrl: string,
  auth: Record<string, string>,
  seed: VaultSeed,
): Promise<LoadRow[]> {
  const tokens = [...seed.tokens];
  const session = () => ({ authorization: `Bearer ${tokens.shift()!}` });
  const withKey = { ...auth, [KEY_HEADER]: VAULT.password };

  const setup = await send(`${baseUrl}/api/password-manager/setup`, auth, 'POST', {
    password: VAULT.password,
  });
  if (setup.status !== 201) throw new Error(`vault setup: ${setup.status} ${setup.text}`);
  for (let i = 0; i < VAULT.credentials; i++) {
    const created = await send(`${baseUrl}/api/password-manager`, withKey, 'POST', {
      name: `Servicio ${i} Señal`,
      username: `cuenta${i}@empresa.example`,
      password: `Clave-${i}-${'x'.repeat(i % 20)}`,
      website: `servicio${i}.example.com`,
      privated: i % 3 === 0,
    });
    if (created.status !== 201) throw new Error(`credential: ${created.status} ${created.text}`);
  }

  // The unlock: the first call of a fresh session runs the KDF, one session after another.
  const unlocks: number[] = [];
  for (let i = 0; i < VAULT.unlockSamples; i++) {
    const reply = await send(`${baseUrl}/api/password-manager?limit=1`, {
      ...session(),
      [KEY_HEADER]: VAULT.password,
    });
    if (reply.status !== 200) throw new Error(`unlock: ${reply.status} ${reply.text}`);
    unlocks.push(reply.ms);
  }
  unlocks.sort((a, b) => a - b);

  // The same page with the vault unlocked and without the vault at all.
  const query = 'page=2&limit=10';
  const real = await send(`${baseUrl}/api/password-manager?${query}`, withKey);
  const bare = await send(`${baseUrl}/api/__bench/credential-page?${query}`, auth);
  if (real.status !== 200 || real.text !== bare.text) {
    throw new Error(`the bench page differs from GET /api/password-manager: ${real.status}`);
  }
  const [withVault, withoutVault] = await measureRounds(
    [
      { url: `${baseUrl}/api/password-manager?${query}`, headers: withKey },
      { url: `${baseUrl}/api/__bench/credential-page?${query}`, headers: auth },
    ],
    { connections: VAULT.connections, rounds: 3 },
  );

  // GET /api/categories alone, then while sessions unlock twenty at a time.
  const categories = () =>
    measureRounds([{ url: `${baseUrl}/api/categories`, headers: auth }], {
      connections: VAULT.connections,
      rounds: 1,
    }).then(([figure]) => figure!);
  const alone = await categories();
  let measuring = true;
  let unlocked = 0;
  let refused = 0;
  const batches = (async () => {
    while (measuring && tokens.length >= VAULT.concurrent) {
      const replies = await Promise.all(
        Array.from({ length: VAULT.concurrent }, () =>
          send(`${baseUrl}/api/password-manager?limit=1`, {
            ...session(),
            [KEY_HEADER]: VAULT.password,
          }),
        ),
      );
      unlocked += replies.filter((reply) => reply.status === 200).length;
      refused += replies.filter((reply) => reply.status !== 200).length;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const during = await categories();
  measuring = false;
  await batches;

  return [
    {
      scenario: 'vault',
      route: `unlock: first call of a session (argon2id 64 MiB, 3 passes), ${VAULT.unlockSamples} in turn`,
      connections: 1,
      rps: (1000 * unlocks.length) / unlocks.reduce((sum, ms) => sum + ms, 0),
      p50: Math.round(quantile(unlocks, 0.5)),
      p99: Math.round(unlocks[unlocks.length - 1]!),
      errors: 0,
      non2xx: 0,
    },
    {
      scenario: 'vault',
      route: 'bench: the same page without the vault',
      connections: VAULT.connections,
      ...withoutVault!,
    },
    {
      scenario: 'vault',
      route: `GET /api/password-manager (unlocked, ${VAULT.credentials} credentials, page 2)`,
      raw: 'bench: the same page without the vault',
      connections: VAULT.connections,
      ...withVault!,
    },
    {
      scenario: 'vault',
      route: 'GET /api/categories, alone',
      connections: VAULT.connections,
      ...alone,
    },
    {
      scenario: 'vault',
      route: `GET /api/categories, while sessions unlock ${VAULT.concurrent} at once (${unlocked} unlocked)`,
      connections: VAULT.connections,
      ...during,
      non2xx: during.non2xx + refused,
    },
  ];
}
