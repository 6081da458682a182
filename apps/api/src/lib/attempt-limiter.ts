import { and, desc, eq, lt, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema/index';
import { tooManyRequests } from './app-error';

/** Attempts older than this are never counted by any limiter: they are removed. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** First key of the limiters' advisory locks (727001 migrates, 727002 runs jobs). */
const LIMIT_LOCK_SPACE = 727_003;

/** What `reserve` answers: the attempt may be evaluated, or the subject must wait. */
export type Reservation =
  | {
      allowed: true;
      /** The attempt succeeded: the subject's count starts again. */ succeeded: () => Promise<void>;
    }
  | {
      allowed: false;
      /** Whole seconds until one more attempt will be allowed. */ retryAfterSeconds: number;
    };

/**
 * Counts attempts per subject (an account; an account and an address) in a sliding window, in the
 * database: every instance sees the same counts (DECISIONS §4), on the database's clock.
 *
 * An attempt is counted BEFORE it is evaluated (issue 23 §2): `reserve` takes the subject's lock,
 * counts its attempts in the window and records one more only while under the limit, in one
 * transaction, so that however many guesses arrive at once, on however many instances, no more
 * than `max` are ever evaluated (the slow KDF included). A reservation stays counted as a failure
 * unless the attempt succeeds (`succeeded` clears the subject's count).
 */
export function createAttemptLimiter(
  db: Db,
  options: { scope: string; max: number; windowMs: number },
) {
  const { scope, max, windowMs } = options;
  const since = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;
  const ofSubject = (subject: string) =>
    and(eq(attempts.scope, scope), eq(attempts.subject, subject));
  const reset = async (subject: string) => {
    await db.delete(attempts).where(ofSubject(subject));
  };
  return {
    async reserve(subject: string): Promise<Reservation> {
      const waitMs = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}::int, hashtext(${`${scope}\n${subject}`}))`,
        );
        // The newest `max` attempts of the window: with all of them there, the oldest of those
        // must leave the window before another is allowed.
        const recent = await tx
          .select({
            leavesInMs: sql<number>`extract(epoch from (${attempts.at} + ${`${windowMs} milliseconds`}::interval - now())) * 1000`,
          })
          .from(attempts)
          .where(and(ofSubject(subject), gt(attempts.at, since(windowMs))))
          .orderBy(desc(attempts.at))
          .limit(max);
        if (recent.length >= max) return Math.max(1, Number(recent[max - 1]!.leavesInMs));
        await tx.insert(attempts).values({ scope, subject });
        // Old rows go as new ones come: a subject's own, and now and then everyone's.
        const old = lt(attempts.at, since(Math.max(windowMs, KEEP_MS)));
        await tx.delete(attempts).where(Math.random() < 0.01 ? old : and(ofSubject(subject), old));
        return 0;
      });
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
      return { allowed: true, succeeded: () => reset(subject) };
    },
    reset,
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * Reserves an attempt of `subject`, or throws the 429 with `message` and when to try again (the
 * answer's Retry-After).
 */
export async function reserveOrRefuse(limiter: AttemptLimiter, subject: string, message: string) {
  const reservation = await limiter.reserve(subject);
  if (!reservation.allowed) throw tooManyRequests(message, reservation.retryAfterSeconds);
  return reservation;
}
