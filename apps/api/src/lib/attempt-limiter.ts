import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema/index';

/** Attempts older than this are never counted by any limiter: they are removed. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Counts attempts per subject (an account; an account and an address) in a sliding window, in the
 * database: every instance sees the same counts (DECISIONS §4). The window is measured on the
 * database's clock, the one every instance shares.
 */
export function createAttemptLimiter(
  db: Db,
  options: { scope: string; max: number; windowMs: number },
) {
  const { scope } = options;
  const since = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;
  return {
    async isBlocked(subject: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(attempts)
        .where(
          and(
            eq(attempts.scope, scope),
            eq(attempts.subject, subject),
            gt(attempts.at, since(options.windowMs)),
          ),
        );
      return (row?.n ?? 0) >= options.max;
    },
    async fail(subject: string) {
      await db.insert(attempts).values({ scope, subject });
      // Old rows go as new ones come: a subject's own, and now and then everyone's.
      const old = lt(attempts.at, since(Math.max(options.windowMs, KEEP_MS)));
      await db
        .delete(attempts)
        .where(Math.random() < 0.01 ? old : and(eq(attempts.subject, subject), old));
    },
    async reset(subject: string) {
      await db
        .delete(attempts)
        .where(and(eq(attempts.scope, scope), eq(attempts.subject, subject)));
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
