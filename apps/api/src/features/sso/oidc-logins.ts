import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcLogins } from '../../db/schema/index';
import { hashToken } from '../../lib/crypto';
import { deriveKey, open, seal } from '../../lib/sealed-box';

/** How long a sign-in at the provider may take, from the start to the callback (§12). */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;
/** Unfinished sign-ins are removed this long after they expired. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/** What the callback needs of a sign-in under way: its nonce and PKCE verifier. */
export type PendingOidcLogin = { nonce: string; codeVerifier: string };

/**
 * The nonce and the verifier are sealed with a key derived from the state itself: a row read from
 * the database (or a backup) opens only with the state the browser carries back, and the state is
 * kept only as its hash.
 */
const keyOf = (state: string) => deriveKey(state, 'oidc-login');

/**
 * Remembers a sign-in under way in the database, so that the callback may reach any instance,
 * and forgets those long expired.
 */
export async function savePendingLogin(
  db: Db,
  state: string,
  login: PendingOidcLogin,
  now: Date,
): Promise<void> {
  const stateHash = hashToken(state);
  await db
    .delete(oidcLogins)
    .where(lt(oidcLogins.expiresAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  await db.insert(oidcLogins).values({
    stateHash,
    nonce: seal(keyOf(state), login.nonce, `nonce:${stateHash}`),
    codeVerifier: seal(keyOf(state), login.codeVerifier, `verifier:${stateHash}`),
    expiresAt: new Date(now.getTime() + OIDC_LOGIN_TTL_MS),
  });
}

/**
 * Takes the sign-in of a state out of the database (so that it serves once, even when two
 * callbacks race): 'unknown' for a state never issued, changed or already used.
 */
export async function takePendingLogin(
  db: Db,
  state: string,
  now: Date,
): Promise<PendingOidcLogin | 'unknown' | 'expired'> {
  const stateHash = hashToken(state);
  const [row] = await db.delete(oidcLogins).where(eq(oidcLogins.stateHash, stateHash)).returning();
  if (!row) return 'unknown';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return {
    nonce: open(keyOf(state), row.nonce, `nonce:${stateHash}`).toString('utf8'),
    codeVerifier: open(keyOf(state), row.codeVerifier, `verifier:${stateHash}`).toString('utf8'),
  };
}
