import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema/index';
import { tooManyRequests } from './app-error';

/** Attempts older than this are never counted by any limiter: they are removed. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** First key of the limiters' advisory locks (727001 migrates, 727002 runs jobs). */
const LIMIT_LOCK_SPACE = 727_003;

/**
 * How long a reserved attempt counts while it is being evaluated. Its verdict comes within a
 * second or two (the KDF under load); a server that dies meanwhile leaves a reservation that stops
 * counting after this, instead of a failure that would lock the account out for the whole window.
 */
const PENDING_MS = 60_000;

/** What `reserve` answers: the attempt may be evaluated, or the subject must wait. */
export type Reservation =
  | {
      allowed: true;
      /** The attempt failed: it stays counted for the whole window. */
      failed: () => Promise<void>;
      /** The attempt succeeded: the subject's count starts again. */
      succeeded: () => Promise<void>;
      /**
       * The attempt neither failed nor completed (a right password whose second factor is still
       * to come): its reservation is dropped, the subject's other attempts stay counted.
       */
      released: () => Promise<void>;
    }
  | {
      allowed: false;
      /** Whole seconds until one more attempt will be allowed. */
      retryAfterSeconds: number;
    };

/**
 * Counts attempts per subject (an account; an account and an address) in a sliding window, in the
 * database: every instance sees the same counts (DECISIONS §4), on the database's clock.
 *
 * An attempt is counted BEFORE it is evaluated (issue 23 §2): `reserve` takes the subject's lock,
 * counts its attempts in the window (the failed ones and those still being evaluated) and records
 * one more only while under the limit, in one transaction, so that however many guesses arrive at
 * once, on however many instances, no more than `max` are ever evaluated (the slow KDF included).
 * The caller then says how it went: `failed` keeps it counted for the window, `succeeded` clears
 * the subject's count. A `spent` reservation (a reset mail asked) counts for the window at once.
 */
export function createAttemptLimiter(
  db: Db,
  options: { scope: string; max: number; windowMs: number },
) {
  const { scope, max, windowMs } = options;
  const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;
  // The time once the subject's lock is held (now() would be the transaction's start, before a
  // wait for the lock), so that every instant here follows the order in which tries were counted.
  const since = (ms: number) => sql`clock_timestamp() - ${interval(ms)}`;
  const ofSubject = (subject: string) =>
    and(eq(attempts.scope, scope), eq(attempts.subject, subject));
  const reset = async (subject: string) => {
    await db.delete(attempts).where(ofSubject(subject));
  };
  return {
    async reserve(subject: string, reservation: { spent?: boolean } = {}): Promise<Reservation> {
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}::int, hashtext(${`${scope}\n${subject}`}))`,
        );
        // Every attempt that counts now, with when it stops counting: a failed one when it leaves
        // the window, one being evaluated at the latest when its reservation lapses.
        const leaves = sql`least(${attempts.at} + ${interval(windowMs)}, coalesce(${attempts.pendingUntil}, ${attempts.at} + ${interval(windowMs)}))`;
        const counted = await tx
          .select({
            leavesInMs: sql<number>`extract(epoch from (${leaves} - clock_timestamp())) * 1000`,
          })
          .from(attempts)
          .where(
            and(
              ofSubject(subject),
              gt(attempts.at, since(windowMs)),
              or(isNull(attempts.pendingUntil), gt(attempts.pendingUntil, sql`clock_timestamp()`)),
            ),
          );
        if (counted.length >= max) {
          // Allowed again once all but max - 1 of them have stopped counting.
          const soonest = counted.map((row) => Number(row.leavesInMs)).sort((a, b) => a - b);
          return { waitMs: Math.max(1, soonest[counted.length - max]!), id: 0 };
        }
        const [row] = await tx
          .insert(attempts)
          .values({
            scope,
            subject,
            at: sql`clock_timestamp()`,
            pendingUntil: reservation.spent
              ? null
              : sql`clock_timestamp() + ${interval(PENDING_MS)}`,
          })
          .returning({ id: attempts.id });
        // Old rows go as new ones come: a subject's own, and now and then everyone's.
        const old = lt(attempts.at, since(Math.max(windowMs, KEEP_MS)));
        await tx.delete(attempts).where(Math.random() < 0.01 ? old : and(ofSubject(subject), old));
        return { waitMs: 0, id: row!.id };
      });
      if (outcome.waitMs > 0) {
        return { allowed: false, retryAfterSeconds: Math.ceil(outcome.waitMs / 1000) };
      }
      return {
        allowed: true,
        failed: async () => {
          await db.update(attempts).set({ pendingUntil: null }).where(eq(attempts.id, outcome.id));
        },
        succeeded: () => reset(subject),
        released: async () => {
          await db.delete(attempts).where(eq(attempts.id, outcome.id));
        },
      };
    },
    reset,
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/**
 * The sign-in limit of DECISIONS §4 (per account and address: 5 failures in 15 minutes), shared by
 * every guess of a sign-in: the password, the second factor's codes, the password of 'Mi cuenta'.
 */
export const SIGN_IN_LIMIT = { scope: 'login', max: 5, windowMs: 15 * 60 * 1000 } as const;

/** The limiter's subject of a sign-in guess: the account's email and the caller's address. */
export const signInSubject = (email: string, address: string) =>
  JSON.stringify([email.toLowerCase(), address]);

/**
 * Reserves an attempt of `subject`, or throws the 429 with `message` and when to try again (the
 * answer's Retry-After).
 */
export async function reserveOrRefuse(limiter: AttemptLimiter, subject: string, message: string) {
  const reservation = await limiter.reserve(subject);
  if (!reservation.allowed) throw tooManyRequests(message, reservation.retryAfterSeconds);
  return reservation;
}
