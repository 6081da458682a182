import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * The hash chain of the attendance record's history (DECISIONS §10), pure: a row's `hash` is the
 * SHA-256 (hex) of the previous row's hash followed by the row's other fields as canonical JSON
 * (RFC 8785). The first row follows GENESIS_HASH. Appending (punch-history.queries.ts) and
 * checking (verify-records) both hash through here, so they cannot disagree.
 */

export const GENESIS_HASH = '0'.repeat(64);

/** What a history row says, every field but its id and its hashes. */
export type HistoryFields = {
  punchId: number | null;
  userId: number | null;
  calendarDateId: number | null;
  action: string;
  actorId: number | null;
  at: Date;
  ip: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};

export function historyHash(prevHash: string, fields: HistoryFields): string {
  const canonical = canonicalize({
    punchId: fields.punchId,
    userId: fields.userId,
    calendarDateId: fields.calendarDateId,
    action: fields.action,
    actorId: fields.actorId,
    at: fields.at.toISOString(),
    ip: fields.ip,
    reason: fields.reason,
    before: fields.before ?? null,
    after: fields.after ?? null,
  });
  return createHash('sha256')
    .update(prevHash + canonical)
    .digest('hex');
}
