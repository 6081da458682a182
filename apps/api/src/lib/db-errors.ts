/** PostgreSQL error codes, looked up through Drizzle's wrapping (`cause`). */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

type ErrorFields = { code?: unknown; syscall?: unknown; message?: unknown };

/** Whether the error, or one it wraps (Drizzle and `pg` wrap through `cause`), passes `test`. */
function anyCause(error: unknown, test: (fields: ErrorFields) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A missing referenced row (23503), or a delete of a row still referenced `on delete restrict` (23001). */
export const isForeignKeyViolation = (error: unknown) => {
  const code = pgCode(error);
  return code === '23503' || code === '23001';
};

/** PostgreSQL codes of a lost or refused connection: class 08, shutdowns, a dropped database. */
const UNAVAILABLE_CODE = /^(08...|57P0[1-3]|3D000|53300)$/;
/** Node's codes of a socket that could not reach, or lost, the database. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
/**
 * What `pg` says when its connection or pool is gone, or when a backend answered out of turn (the
 * connection is dropped and the next query gets a new one).
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|Received unexpected \w+ message from backend)/;

/**
 * True when the database could not be reached or was lost (a terminated backend, a dropped
 * database, a server or embedded database that is down): the request is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, ({ code, syscall, message }) => {
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODE.test(code) || UNAVAILABLE_ERRNO.has(code)) return true;
      if (code === 'ENOENT' && syscall === 'connect') return true; // the unix socket is gone
    }
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}

/** PostgreSQL's disk_full, and Node's codes of a disk or quota with no room left. */
const FULL_CODE = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/**
 * True when a write failed for lack of disk space, in the database (PostgreSQL's 53100, the
 * embedded database's folder included) or in the data folder (ENOSPC): answered 507, and
 * /api/ready answers 503 for a while (lib/storage-health.ts).
 */
export const isStorageFull = (error: unknown): boolean =>
  anyCause(error, ({ code }) => typeof code === 'string' && FULL_CODE.has(code));
