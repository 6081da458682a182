import type { AuthContext } from './access';

/**
 * Recently looked-up sessions, so that an authenticated request on the embedded database skips the
 * session query. Only used when this process is the database's sole user (db/client.ts
 * `isSoleUser`: the data-folder lock), so every change to a session or its user passes through
 * this process and is forgotten here at once: sign-out, deactivation, password reset, any edit of
 * the user. Never used for PostgreSQL, which other instances may change behind our back.
 *
 * Entries keep the session's own limits (absolute expiry, idle time); the map is bounded, oldest
 * entry out first. Each forget bumps a generation: a lookup that read the database before a
 * forget does not store what it read.
 */
export type CachedSession = {
  auth: AuthContext;
  /** ms since the epoch */
  expiresAt: number;
  /** ms since the epoch, as last written to the database */
  lastSeenAt: number;
};

const MAX_ENTRIES = 5000;
const entries = new Map<string, CachedSession>(); // by token hash
let generation = 0;

export const sessionCache = {
  /** Read before querying the database; hand it back to `remember`. */
  generation: () => generation,

  /** The live entry of a token hash, or undefined (an expired or idle one is dropped). */
  get(tokenHash: string, now: number, idleMs: number): CachedSession | undefined {
    const entry = entries.get(tokenHash);
    if (entry && (now >= entry.expiresAt || now - entry.lastSeenAt >= idleMs)) {
      entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  },

  /** Stores a session read from the database, unless something was forgotten since `since`. */
  remember(tokenHash: string, entry: CachedSession, since: number) {
    if (since !== generation) return;
    entries.delete(tokenHash);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(tokenHash, entry);
  },

  forgetSession(sessionId: number) {
    generation += 1;
    for (const [hash, entry] of entries) {
      if (entry.auth.sessionId === sessionId) entries.delete(hash);
    }
  },

  /** Every session of the user: deactivated, password reset, role or details changed. */
  forgetUser(userId: number) {
    generation += 1;
    for (const [hash, entry] of entries) {
      if (entry.auth.user.id === userId) entries.delete(hash);
    }
  },
};
