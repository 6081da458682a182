import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/access';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { CompanyClock } from '../../lib/time';
import type { UnlockCache } from './vault-unlocks';

/** What the vault's services (key, credentials, activity) are given: built once by the routes. */
export type VaultDeps = {
  db: Db;
  clock: CompanyClock;
  /** APP_SECRET (or DATA_DIR/secret.key): half of what the wrapping key is derived from. */
  appSecret: string;
  unlocks: UnlockCache;
  /** Wrong security passwords per user, in the database (DECISIONS §9: 5 in 15 minutes). */
  failures: AttemptLimiter;
};

/** Who calls: the user, the session that unlocks, and the address the log records. */
export type VaultCaller = { user: SessionUser; sessionId: number; ip: string };
