import { SESSION_TEXTS, type SessionItem, type SignInMethod } from '@app/contract/sessions';
import { USERS_TEXTS } from '@app/contract/users';
import { and, desc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { isSoleUser, type Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/crypto';
import { notFound } from '../../lib/app-error';
import { preparedPerDb } from '../../lib/prepared';
import type { CompanyClock } from '../../lib/time';
import { auditRowsOf, type AuditActor } from '../audit/audit.queries';
import { describeDevice } from './user-agent';
import type { AuthContext } from '../../lib/access';
import { sessionCache } from '../../lib/session-cache';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000; // 12 h of inactivity
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000; // 7 days in any case
const TOUCH_EVERY_MS = 60 * 1000; // last-seen is written at most once a minute per session

/** Where a sign-in came from: 'Mi cuenta' lists sessions by browser, system and address. */
export type SessionClient = {
  /** The request's User-Agent (cut to 512 characters when stored). */
  userAgent: string;
  /** `request.ip`: the client's address (the proxy's client with TRUST_PROXY). */
  address: string;
  method: SignInMethod;
};

const USER_AGENT_MAX = 512;

/** The client of a request, for `createSession` (the method is the caller's). */
export const sessionClientOf = (
  request: { ip: string; headers: { 'user-agent'?: string | undefined } },
  method: SignInMethod,
): SessionClient => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
  address: request.ip,
  method,
});

/**
 * Opens a session for a user at `now`: it ends after 12 h without activity, and at `now` + 7 days
 * at the latest. Sessions live on the company clock (`app.clock.now()`: their start, last activity
 * and expiry), so that a test which moves the server's time moves them too; the default serves the
 * benchmark, which makes sessions without a server.
 */
export async function createSession(
  db: Db,
  userId: number,
  now: Date = new Date(),
  client: SessionClient = { userAgent: '', address: '', method: 'password' },
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
    userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
    address: client.address,
    method: client.method,
  });
  return token;
}

/**
 * The session lookup of every authenticated request: one indexed query (token hash → session →
 * user), built once per database handle and kept as a prepared statement. On the embedded
 * database its answer is kept in lib/session-cache.ts.
 */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      phone: users.phone,
      active: users.active,
      verifiedAt: users.verifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
);

/**
 * The signed-in user behind a bearer token, or null when missing, expired, revoked or inactive,
 * at the instant `at` of the company clock (`app.clock.now()`).
 */
export async function findSession(db: Db, token: string, at: Date): Promise<AuthContext | null> {
  const now = at.getTime();
  const tokenHash = hashToken(token);
  const cache = isSoleUser(db) ? sessionCache : undefined;
  const cached = cache?.get(tokenHash, now, SESSION_IDLE_MS);
  if (cached) {
    if (now - cached.lastSeenAt > TOUCH_EVERY_MS) {
      cached.lastSeenAt = now;
      await touch(db, cached.auth.sessionId, at);
    }
    return { sessionId: cached.auth.sessionId, user: { ...cached.auth.user } };
  }

  const since = sessionCache.generation();
  const [row] = await sessionLookup(db).execute({
    tokenHash,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > TOUCH_EVERY_MS) {
    lastSeenAt = now;
    await touch(db, row.sessionId, at);
  }
  const { sessionId, verifiedAt, expiresAt, lastSeenAt: _lastSeen, ...user } = row;
  const auth = { sessionId, user: { ...user, verified: verifiedAt !== null } };
  cache?.remember(tokenHash, { auth, expiresAt: expiresAt.getTime(), lastSeenAt }, since);
  return { sessionId, user: { ...auth.user } };
}

const touch = (db: Db, sessionId: number, at: Date) =>
  db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));

/** Signs one session out. */
export async function revokeSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  sessionCache.forgetSession(sessionId);
}

/** Ends every session of a user. Inside a transaction, call `forgetUserSessions` after it too. */
export async function revokeUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  sessionCache.forgetUser(userId);
}

/**
 * Drops what this process remembers of a user's sessions (lib/session-cache.ts): after any change
 * to the user or their sessions, once the change is committed.
 */
export const forgetUserSessions = (userId: number) => sessionCache.forgetUser(userId);

/** Housekeeping: drops sessions past their expiry at `now` (the company clock's). */
export async function purgeExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** A session still open at `now`: neither past its expiry nor idle for 12 h. */
const liveAt = (now: Date): SQL =>
  and(
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  ) as SQL;

/**
 * 'Mi cuenta' → 'Sesiones' (DECISIONS §12): the user's open sessions, the latest activity first,
 * with the one of this request marked `current`. Expired ones are not listed.
 */
export async function listSessions(
  db: Db,
  clock: CompanyClock,
  userId: number,
  currentSessionId: number,
): Promise<SessionItem[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      method: sessions.method,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveAt(clock.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    address: row.address,
    method: row.method,
    createdAt: clock.iso(row.createdAt),
    lastSeenAt: clock.iso(row.lastSeenAt),
    current: row.id === currentSessionId,
  }));
}

/** Who ends sessions (an audit row's actor and address) and at which instant of the company clock. */
export type SessionEnder = { actor: AuditActor; address: string; now: Date };

/**
 * Deletes the open sessions of `userId` that `which` selects and writes one 'session-ended' audit
 * row per session, naming its device, in one statement: the rows are written if and only if the
 * sessions end, and no transaction is held across round trips. Then this process forgets them
 * (lib/session-cache.ts), so that the next request with any of them is refused. On PostgreSQL
 * every instance reads the sessions table on each request: the delete alone ends them everywhere.
 */
async function endSessions(
  db: Db,
  userId: number,
  which: SQL | undefined,
  by: SessionEnder,
): Promise<number[]> {
  const selected = and(eq(sessions.userId, userId), liveAt(by.now), which);
  // The user and their open sessions in one read: a user without any comes back as one row.
  const rows = await db
    .select({ email: users.email, id: sessions.id, userAgent: sessions.userAgent })
    .from(users)
    .leftJoin(sessions, selected)
    .where(eq(users.id, userId));
  const user = rows[0];
  if (!user) throw notFound(USERS_TEXTS.notFound);
  const open = rows.flatMap(({ id, userAgent }) =>
    id === null ? [] : [{ id, userAgent: userAgent ?? '' }],
  );
  if (open.length === 0) return [];
  // A session ended meanwhile by another request is not deleted twice, nor audited twice.
  const labels = new Map(
    open.map(({ id, userAgent }) => [id, `${user.email} · ${describeDevice(userAgent)}`]),
  );
  const ended = sql`ended`;
  const entry = {
    action: 'session-ended',
    actor: by.actor,
    address: by.address,
    target: { type: 'user', id: userId, label: user.email },
  } as const;
  const result = await db.execute(sql`
    with ${ended} as (
      delete from ${sessions}
      where ${and(selected, inArray(sessions.id, [...labels.keys()]))}
      returning ${sessions.id} as id
    ), audited as (${auditRowsOf(ended, entry, labels)})
    select id from ${ended}`);
  const ids = (result as { rows: { id: number }[] }).rows.map((row) => row.id);
  for (const id of ids) sessionCache.forgetSession(id);
  return ids;
}

/**
 * `DELETE /auth/sessions/{id}`: ends one of the user's own sessions, this one included (which
 * signs them out). Another user's session, or one already ended or expired, is not found.
 */
export async function endOwnSession(db: Db, userId: number, sessionId: number, by: SessionEnder) {
  const ended = await endSessions(db, userId, eq(sessions.id, sessionId), by);
  if (ended.length === 0) throw notFound(SESSION_TEXTS.notFound);
}

/** `DELETE /auth/sessions`: every open session of the user but this one; how many ended. */
export async function endOtherSessions(
  db: Db,
  userId: number,
  currentSessionId: number,
  by: SessionEnder,
): Promise<number> {
  return (await endSessions(db, userId, ne(sessions.id, currentSessionId), by)).length;
}

/** `DELETE /users/{id}/sessions` (admin): every open session of a user; how many ended. */
export async function endAllUserSessions(db: Db, userId: number, by: SessionEnder) {
  const ended = await endSessions(db, userId, undefined, by);
  sessionCache.forgetUser(userId);
  return ended.length;
}
