import { sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { versionedBodies } from './versioned-cache';

/**
 * The cache in front of the users list and the shift calendars, on a real database: a body is
 * rendered again exactly when a statement changed one of its tables, whoever wrote it.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A cache of bodies that say how many times they were rendered. */
function counted(lists: ('users' | 'shifts')[], maxBytes = 1_000_000) {
  const bodies = versionedBodies({ lists, maxBytes });
  let renders = 0;
  const read = async (key: string, size = 10) =>
    (
      await bodies(database.db, key, async () => {
        renders += 1;
        return Buffer.from(`${key}:${renders}`.padEnd(size, '.'));
      })
    ).json.toString();
  return { read, renders: () => renders };
}

const run = (text: string) => database.db.execute(sql.raw(text));
const newUser = (email: string) =>
  run(`INSERT INTO users (name, email, role) VALUES ('Caché', '${email}', 'usuario')`);

describe('versioned bodies', () => {
  it('serve a body again until its tables change, then render it once more', async () => {
    const cache = counted(['users', 'shifts']);
    const first = await cache.read('week');
    expect(await cache.read('week')).toBe(first);
    expect(cache.renders()).toBe(1);

    await newUser('cache.a@example.com');
    const afterUser = await cache.read('week');
    expect(afterUser).not.toBe(first);
    expect(cache.renders()).toBe(2);

    const [user] = (await database.rawQuery(
      `SELECT id FROM users WHERE email = 'cache.a@example.com'`,
    )) as { id: number }[];
    await run(
      `INSERT INTO shifts (user_id, group_id, start_at, end_at, calendar_date_id)
       VALUES (${user!.id}, gen_random_uuid(), '2026-03-02 08:00Z', '2026-03-02 16:00Z', 20260302)`,
    );
    expect(await cache.read('week')).not.toBe(afterUser);
    await run(`UPDATE shifts SET published = true`);
    await run(`DELETE FROM shifts`);
    await cache.read('week');
    expect(cache.renders()).toBe(4);
  });

  it('are kept per key, and a change of a table they are not made of keeps them', async () => {
    const cache = counted(['users']);
    const week = await cache.read('week');
    const month = await cache.read('month');
    expect(month).not.toBe(week);
    await run(`UPDATE shifts SET notes = 'otra nota'`);
    expect(await cache.read('week')).toBe(week);
    expect(await cache.read('month')).toBe(month);
    expect(cache.renders()).toBe(2);
  });

  it('see a change rolled back as no change, and one committed as a change', async () => {
    const cache = counted(['users']);
    const before = await cache.read('list');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE users SET phone = '600000000'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await cache.read('list')).toBe(before);
    await database.db.transaction((tx) => tx.execute(sql`UPDATE users SET phone = '600000001'`));
    expect(await cache.read('list')).not.toBe(before);
  });

  it('render once for requests that miss the same body together', async () => {
    const cache = counted(['users', 'shifts']);
    await newUser('cache.b@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.read('day')));
    expect(new Set(answers).size).toBe(1);
    expect(cache.renders()).toBe(1);
  });

  it('gzip a kept body once, after the request that rendered it', async () => {
    const bodies = versionedBodies({ lists: ['users'], maxBytes: 1_000_000 });
    const json = Buffer.from(JSON.stringify({ data: Array(500).fill('Turno de mañana') }));
    const first = await bodies(database.db, 'gz', async () => json);
    expect(first.gzip).toBeUndefined();
    await vi.waitFor(async () => {
      const again = await bodies(database.db, 'gz', async () => Buffer.from('rendered again'));
      expect(again.json).toBe(json);
      expect(again.gzip).toBeDefined();
      expect(gunzipSync(again.gzip!).equals(json)).toBe(true);
      expect(again.gzip!.length).toBeLessThan(json.length / 10);
    });
  });

  it('let the least recently served go when they pass their size, and never keep a larger one', async () => {
    const cache = counted(['users'], 100);
    await cache.read('a', 40);
    await cache.read('b', 40);
    await cache.read('a', 40); // a is now the most recently served
    await cache.read('c', 40); // 120 bytes: b goes
    expect(cache.renders()).toBe(3);
    await cache.read('a', 40);
    await cache.read('c', 40);
    expect(cache.renders()).toBe(3);
    await cache.read('b', 40);
    expect(cache.renders()).toBe(4);

    await cache.read('huge', 101);
    await cache.read('huge', 101);
    expect(cache.renders()).toBe(6);
  });

  it('keep no failed rendering: the next request renders again', async () => {
    const bodies = versionedBodies({ lists: ['users'], maxBytes: 1000 });
    await expect(
      bodies(database.db, 'broken', () => Promise.reject(new Error('render failed'))),
    ).rejects.toThrow('render failed');
    const body = await bodies(database.db, 'broken', async () => Buffer.from('ok'));
    expect(body.json.toString()).toBe('ok');
  });
});
