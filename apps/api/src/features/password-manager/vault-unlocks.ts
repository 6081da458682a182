import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unlocked vault key is forgotten after this long without a call (DECISIONS §9). */
export const UNLOCK_IDLE_MS = 15 * 60 * 1000;

/** Which wrap a key was unlocked from: a change of the security password makes a new one. */
export type WrapIdentity = { wrapVersion: number; salt: string };

type Unlocked = WrapIdentity & { mac: Buffer; vaultKey: Buffer; lastUsed: number };

/**
 * The vault keys this process has unlocked, one per session: the KDF runs once per unlock, and a
 * later call of the same session is let in when its header's keyed hash (HMAC under a key made at
 * start and never stored) equals the one that unlocked and the vault's wrap is still the one it
 * unlocked. Nothing here is written anywhere; a restart forgets every unlock.
 */
export function createUnlockCache(now: () => number) {
  const macKey = randomBytes(32);
  const entries = new Map<number, Unlocked>();
  const macOf = (password: string) =>
    createHmac('sha256', macKey).update(password, 'utf8').digest();

  const forget = (sessionId: number) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entry.vaultKey.fill(0);
    entries.delete(sessionId);
  };
  const sweep = (at: number) => {
    for (const [sessionId, entry] of entries) {
      if (at - entry.lastUsed >= UNLOCK_IDLE_MS) forget(sessionId);
    }
  };

  return {
    /**
     * A copy of the vault key this session unlocked with this password from this wrap, or
     * undefined (never unlocked, idle too long, another password, or the wrap has changed).
     */
    find(sessionId: number, password: string, wrap: WrapIdentity): Buffer | undefined {
      const at = now();
      sweep(at);
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.wrapVersion !== wrap.wrapVersion || entry.salt !== wrap.salt) {
        forget(sessionId);
        return undefined;
      }
      if (!timingSafeEqual(entry.mac, macOf(password))) return undefined;
      entry.lastUsed = at;
      // A copy: a concurrent call that forgets the entry zeroes the cached key, not this one.
      return Buffer.from(entry.vaultKey);
    },
    remember(sessionId: number, password: string, wrap: WrapIdentity, vaultKey: Buffer) {
      forget(sessionId);
      entries.set(sessionId, {
        wrapVersion: wrap.wrapVersion,
        salt: wrap.salt,
        mac: macOf(password),
        vaultKey: Buffer.from(vaultKey),
        lastUsed: now(),
      });
    },
    /** Every unlock of this process (the vault was removed, or the process stops). */
    clear() {
      for (const sessionId of [...entries.keys()]) forget(sessionId);
    },
    size: () => entries.size,
  };
}
export type UnlockCache = ReturnType<typeof createUnlockCache>;
