/**
 * One thread of `npm run verify-records` on PostgreSQL: checks the rows of one id range with its
 * own connection, each row against the previous one of the range and against its own hash. The
 * main thread joins the ranges (verify-records-parallel.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { historyHash } from './punch-history-chain';

export type RangeTask = { url: string; from: number; to: number; batch: number };
export type RangeResult = {
  rows: number;
  /** The first row's id and the hash it says it follows; null for a range without rows. */
  first: { id: number; prevHash: string } | null;
  lastHash: string | null;
  /** The first row of the range that does not hold, and how many of the range held before it. */
  broken: { id: number; why: 'link' | 'hash'; rowsBefore: number } | null;
};

type Row = {
  id: string;
  punch_id: number | null;
  user_id: number | null;
  calendar_date_id: number | null;
  action: string;
  actor_id: number | null;
  at: Date;
  ip: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  prev_hash: string;
  hash: string;
};

async function checkRange({ url, from, to, batch }: RangeTask): Promise<RangeResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result: RangeResult = { rows: 0, first: null, lastHash: null, broken: null };
  try {
    let after = from - 1;
    for (;;) {
      const { rows } = await client.query<Row>(
        'select * from punch_history where id > $1 and id <= $2 order by id limit $3',
        [after, to, batch],
      );
      for (const row of rows) {
        const id = Number(row.id);
        if (result.first === null) result.first = { id, prevHash: row.prev_hash };
        else if (row.prev_hash !== result.lastHash) {
          result.broken = { id, why: 'link', rowsBefore: result.rows };
          return result;
        }
        const fields = {
          punchId: row.punch_id,
          userId: row.user_id,
          calendarDateId: row.calendar_date_id,
          action: row.action,
          actorId: row.actor_id,
          at: row.at,
          ip: row.ip,
          reason: row.reason,
          before: row.before,
          after: row.after,
        };
        if (historyHash(row.prev_hash, fields) !== row.hash) {
          result.broken = { id, why: 'hash', rowsBefore: result.rows };
          return result;
        }
        result.lastHash = row.hash;
        result.rows++;
        after = id;
      }
      if (rows.length < batch) return result;
    }
  } finally {
    await client.end();
  }
}

if (parentPort) {
  const port = parentPort;
  checkRange(workerData as RangeTask).then(
    (result) => port.postMessage({ result }),
    (error: unknown) =>
      port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
