import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { sessions } from '../src/db/schema/index';
import { hashToken, randomToken } from '../src/lib/crypto';
import { measureRounds, SETTINGS, type Target } from './measure';
import type { LoadRow } from './targets';

/**
 * Issue 13: the shared managers with 200 users and 100 000 items (a third of each kind), 20 % of
 * them shared with one to three colleagues, written with SQL. A page of each manager, as a user
 * who owns items and receives others, against the raw SQL that reads the same page (the rows with
 * their owner, sub-category and shares, and the count).
 */
export const NOTEBOOKS = {
  users: 200,
  items: 100_000,
  /** one item in five is shared */
  sharedEvery: 5,
  subCategoriesPerType: 10,
  connections: 10,
  rounds: Math.min(SETTINGS.rounds, 2),
} as const;

const TYPES = ['email', 'link', 'template'] as const;

export type NotebookSeed = { userId: number; token: string; visible: Record<string, number> };

const rowsOf = async <T>(db: Database['db'], text: string) =>
  ((await db.execute(sql.raw(text))) as { rows: T[] }).rows;

/**
 * 200 users; 10 sub-categories per manager; 100 000 items, the i-th of type i mod 3, owned by user
 * i mod 200, created ten minutes apart going back about two years, 70 % with a sub-category; the
 * items of one block of 200 in five shared with one to three other users. The measured user (the
 * first) owns about 167 items of each kind and receives about 67.
 */
export async function seedNotebooks({ db }: Database): Promise<NotebookSeed> {
  const started = Date.now();
  const { users: count, items, sharedEvery, subCategoriesPerType: subs } = NOTEBOOKS;
  await db.execute(
    sql.raw(`
    INSERT INTO users (name, email, role, verified_at)
    SELECT 'Gestora ' || lpad(i::text, 3, '0') || ' Peña', 'gestora.' || i || '@bench.example',
      CASE WHEN i % 10 = 0 THEN 'office' ELSE 'usuario' END, now()
    FROM generate_series(1, ${count}) AS i`),
  );
  const [first] = await rowsOf<{ id: number }>(
    db,
    `SELECT min(id)::int AS id FROM users WHERE email LIKE 'gestora.%@bench.example'`,
  );
  const u0 = Number(first!.id);
  await db.execute(
    sql.raw(`
    INSERT INTO sub_categories (feature, value, created_by)
    SELECT f.feature, 'Grupo ' || g || ' de ' || f.feature, ${u0}
    FROM unnest(array['email', 'link', 'template']) WITH ORDINALITY AS f(feature, n),
      generate_series(1, ${subs}) AS g
    ORDER BY f.n, g`),
  );
  const [sub] = await rowsOf<{ id: number }>(db, 'SELECT min(id)::int AS id FROM sub_categories');
  const s0 = Number(sub!.id);
  await db.execute(
    sql.raw(`
    INSERT INTO notebooks (type, owner_id, title, sub_category_id, email, password_sealed,
      password_key_id, link, description, text, created_at, updated_at)
    SELECT t.type, ${u0} + i % ${count}, 'Elemento ' || i || ' de la señal Ñandú',
      CASE WHEN (i / 7) % 10 < 7 THEN ${s0} + (i % 3) * ${subs} + (i / 3) % ${subs} END,
      CASE WHEN t.type = 'email' THEN 'buzon.' || i || '@bench.example' END,
      CASE WHEN t.type = 'email' THEN md5(i::text) || md5((i + 1)::text) END,
      CASE WHEN t.type = 'email' THEN 'k1' END,
      CASE WHEN t.type = 'link' THEN 'https://sitio' || i || '.example/ruta' END,
      CASE WHEN t.type = 'email' THEN '' ELSE 'Descripción del elemento ' || i END,
      CASE WHEN t.type = 'template' THEN 'Hola {{nombre}}, esta es la plantilla ' || i || '.'
        || repeat(' Gracias por su paciencia.', 10) END,
      now() - i * interval '10 minutes', now() - i * interval '10 minutes'
    FROM generate_series(1, ${items}) AS i,
      LATERAL (SELECT (array['email', 'link', 'template'])[1 + i % 3] AS type) AS t`),
  );
  // Shared: the blocks of 200 whose number is a multiple of five (one item in five, every owner
  // and kind alike), each with 1 + (i / 1000) mod 3 users after its owner, 37 apart.
  await db.execute(
    sql.raw(`
    INSERT INTO notebook_shares (notebook_id, user_id)
    SELECT n.id, ${u0} + (n.owner_id - ${u0} + 1 + k * 37) % ${count}
    FROM (SELECT id, owner_id, id - (SELECT min(id) FROM notebooks) + 1 AS i FROM notebooks) AS n,
      generate_series(0, 2) AS k
    WHERE (n.i / ${count}) % ${sharedEvery} = 0 AND k <= (n.i / 1000) % 3`),
  );
  await db.execute(sql.raw('ANALYZE'));
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: u0,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const visible: Record<string, number> = {};
  for (const type of TYPES) {
    const [row] = await rowsOf<{ own: number; received: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM notebooks WHERE owner_id = ${u0} AND type = '${type}') AS own,
        (SELECT count(*)::int FROM notebook_shares s JOIN notebooks n ON n.id = s.notebook_id
          WHERE s.user_id = ${u0} AND n.type = '${type}') AS received`,
    );
    visible[type] = Number(row!.own) + Number(row!.received);
    if (Number(row!.own) === 0 || Number(row!.received) === 0) {
      throw new Error(
        `the measured user must own and receive ${type} items: ${JSON.stringify(row)}`,
      );
    }
  }
  console.log(`  notebooks seed: ${Math.round((Date.now() - started) / 1000)} s`);
  return { userId: u0, token, visible };
}

type Page = {
  data: { id: number; sharedWith?: number[]; sharedWithUsers?: { id: number }[] }[];
  totalItems: number;
};
const getJson = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Page;
};

/** The route must show exactly the page the raw SQL reads, or the ratio means nothing. */
async function assertSamePage(
  realUrl: string,
  rawUrl: string,
  headers: Record<string, string>,
  expected: number,
  userId: number,
) {
  const [real, raw] = await Promise.all([getJson(realUrl, headers), getJson(rawUrl, {})]);
  const ids = (page: Page) => page.data.map((row) => row.id).join();
  const shares = (page: Page) =>
    page.data.map((row) => (row.sharedWith ?? row.sharedWithUsers?.map((u) => u.id))?.join('+'));
  const ownedShares = (page: Page, owned: boolean[]) =>
    shares(page)
      .filter((_, index) => owned[index])
      .join();
  const owned = (real.data as { isOwner?: boolean }[]).map((row) => row.isOwner === true);
  if (
    real.totalItems !== expected ||
    raw.totalItems !== expected ||
    real.data.length !== 10 ||
    ids(real) !== ids(raw) ||
    ownedShares(real, owned) !== ownedShares(raw, owned) ||
    !owned.some(Boolean)
  ) {
    throw new Error(
      `${realUrl}: not the page of ${rawUrl} (user ${userId}, ${real.totalItems} / ${raw.totalItems} / ${expected})`,
    );
  }
}

export async function benchNotebooks(
  baseUrl: string,
  _adminAuth: Record<string, string>,
  seed: NotebookSeed,
): Promise<LoadRow[]> {
  const auth = { authorization: `Bearer ${seed.token}` };
  const targets: (Target & { route: string; raw?: string })[] = [];
  for (const type of TYPES) {
    const query = `type=${type}&page=1&limit=10`;
    const realUrl = `${baseUrl}/api/notebooks?${query}`;
    const rawUrl = `${baseUrl}/api/__bench/raw-notebook-page?${query}&userId=${seed.userId}`;
    await assertSamePage(realUrl, rawUrl, auth, seed.visible[type]!, seed.userId);
    const route = `GET /api/notebooks?type=${type} (page 1 of ${seed.visible[type]})`;
    targets.push(
      { route: `raw: ${route}`, url: rawUrl, headers: {} },
      { route, url: realUrl, headers: auth, raw: `raw: ${route}` },
    );
  }
  const { connections, rounds } = NOTEBOOKS;
  const figures = await measureRounds(targets, { connections, rounds });
  return targets.map(({ route, raw }, index) => ({
    scenario: 'notebooks',
    route,
    raw,
    connections,
    ...figures[index]!,
  }));
}
