import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateWindows } from '../db/schema/index';

type Hit = { current: number; ttl: number };

/** Counts one request of `key` in its fixed window of `windowMs`, started anew once it passed. */
async function hit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const window = sql`${`${windowMs} milliseconds`}::interval`;
  const expired = sql`${rateWindows.startedAt} <= now() - ${window}`;
  const rows = await db
    .insert(rateWindows)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateWindows.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateWindows.hits} + 1 end`,
        startedAt: sql`case when ${expired} then now() else ${rateWindows.startedAt} end`,
      },
    })
    .returning({
      current: rateWindows.hits,
      ttl: sql<string>`ceil(extract(epoch from ${rateWindows.startedAt} + ${window} - now()) * 1000)`,
    });
  // Now and then, the windows that have long passed go (every route's, every address's).
  if (Math.random() < 0.01) {
    await db.delete(rateWindows).where(sql`${rateWindows.startedAt} < now() - interval '1 day'`);
  }
  const row = rows[0];
  return { current: row?.current ?? 1, ttl: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/**
 * The store of @fastify/rate-limit's per-address limits, in the database: every instance counts
 * the same requests (DECISIONS §4), where the plugin's own store would count per process. One
 * fixed window per route and address; a database that fails fails the request (503 when lost).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const storeFor = (route: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      hit(db, `${route} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
    child: (options) => {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return storeFor(`${String(route?.method)} ${String(route?.url)}`);
    },
  });
  return class {
    constructor() {
      return storeFor('*');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
