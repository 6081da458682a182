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

/** RFC 8785 of a value: the generic writer. */
const generic = (value: unknown): string => canonicalize(value) ?? 'null';

const text = (value: unknown): string | null =>
  typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : null;
const integer = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? String(value)
    : value === null
      ? 'null'
      : null;

const BREAK_KEYS = 4;
const SNAPSHOT_KEYS = 9;

/** A break of a snapshot in canonical form, or null when it is not exactly that shape. */
function breakText(entry: unknown): string | null {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const b = entry as Record<string, unknown>;
  if (Object.keys(b).length !== BREAK_KEYS) return null;
  const breakIn = text(b.breakIn);
  const breakOut = text(b.breakOut);
  const id = integer(b.id);
  const type = text(b.type);
  if (breakIn === null || breakOut === null || id === null || type === null) return null;
  return `{"breakIn":${breakIn},"breakOut":${breakOut},"id":${id},"type":${type}}`;
}

/**
 * A punch snapshot (the rows' usual `before`/`after`) written straight in canonical form: its keys
 * are known, so nothing is sorted. Anything else, or any field of another type, goes through the
 * generic writer; both give the same text (punch-history-chain.test.ts).
 */
function snapshotText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object' || Array.isArray(value)) return generic(value);
  const p = value as Record<string, unknown>;
  if (Object.keys(p).length !== SNAPSHOT_KEYS || !Array.isArray(p.breaks)) return generic(value);
  const breaks: string[] = [];
  for (const entry of p.breaks) {
    const written = breakText(entry);
    if (written === null) return generic(value);
    breaks.push(written);
  }
  const fields = [
    integer(p.calendarDateId),
    typeof p.corrected === 'boolean' ? String(p.corrected) : null,
    text(p.dateIn),
    text(p.dateOut),
    integer(p.id),
    text(p.notesIn),
    text(p.notesOut),
    integer(p.userId),
  ];
  if (fields.some((field) => field === null)) return generic(value);
  const [calendarDateId, corrected, dateIn, dateOut, id, notesIn, notesOut, userId] = fields;
  return (
    `{"breaks":[${breaks.join(',')}],"calendarDateId":${calendarDateId},"corrected":${corrected},` +
    `"dateIn":${dateIn},"dateOut":${dateOut},"id":${id},"notesIn":${notesIn},"notesOut":${notesOut},` +
    `"userId":${userId}}`
  );
}

/** The row's fields as canonical JSON (RFC 8785): keys in code-unit order, as canonicalize writes. */
export function canonicalFields(fields: HistoryFields): string {
  const scalar = (value: unknown) => generic(value ?? null);
  return (
    `{"action":${scalar(fields.action)},"actorId":${scalar(fields.actorId)},` +
    `"after":${snapshotText(fields.after)},"at":${JSON.stringify(fields.at.toISOString())},` +
    `"before":${snapshotText(fields.before)},"calendarDateId":${scalar(fields.calendarDateId)},` +
    `"ip":${scalar(fields.ip)},"punchId":${scalar(fields.punchId)},"reason":${scalar(fields.reason)},` +
    `"userId":${scalar(fields.userId)}}`
  );
}

export function historyHash(prevHash: string, fields: HistoryFields): string {
  return createHash('sha256')
    .update(prevHash + canonicalFields(fields))
    .digest('hex');
}
