import type { PunchSnapshot } from '@app/contract/punch-history';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  GENESIS_HASH,
  historyHash,
  type HistoryFields,
} from '../src/features/punch-history/punch-history-chain';
import type { BenchDatabase } from './databases';
import { BENCH_TIME_ZONE } from './server-process';
import type { Verdict } from './targets';

/**
 * Issue 26: `npm run verify-records` over 1,000,000 history rows in under 30 s. The rows are the
 * events of made-up punches (entry, break, lunch, exit, each with the punch before and after),
 * hashed in Node by the product's own `historyHash` and inserted 5,000 at a time; then the command
 * runs as an operator runs it, in its own process, and its wall time is the figure.
 */
export const VERIFY = {
  rows: Number(process.env.BENCH_VERIFY_ROWS ?? 1_000_000),
  insertBatch: 5_000,
  maxSeconds: 30,
} as const;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = path.join(ROOT, 'apps/api/src/features/punch-history/verify-records-cli.ts');

const ACTIONS = ['I', 'BI', 'BO', 'LI', 'LO', 'O'] as const;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Minutes after the entry of each event of a made-up punch. */
const OFFSETS = [0, 120, 135, 240, 270, 480];

type Snapshot = PunchSnapshot;

/** Made-up punch `p`'s state after its `step`-th event (0: the entry). */
function snapshot(p: number, userId: number, dayId: number, dateIn: number, step: number) {
  const at = (i: number) => new Date(dateIn + OFFSETS[i]! * MINUTE).toISOString();
  const breaks: Snapshot['breaks'] = [];
  if (step >= 1)
    breaks.push({ id: 2 * p, type: 'break', breakIn: at(1), breakOut: step >= 2 ? at(2) : null });
  if (step >= 3)
    breaks.push({
      id: 2 * p + 1,
      type: 'lunch',
      breakIn: at(3),
      breakOut: step >= 4 ? at(4) : null,
    });
  return {
    id: p,
    userId,
    calendarDateId: dayId,
    dateIn: at(0),
    dateOut: step >= 5 ? at(5) : null,
    notesIn: '',
    notesOut: '',
    corrected: false,
    breaks,
  } satisfies Snapshot;
}

/**
 * Appends `count` valid rows after the chain's last one (or the genesis): six events per made-up
 * punch of 200 users, one punch a day each, from 2020 on (their punch ids are beyond real ones).
 */
export async function appendChainRows(db: Db, count: number): Promise<void> {
  const last = (await db.execute(sql`select hash from punch_history order by id desc limit 1`)) as {
    rows: { hash: string }[];
  };
  let prevHash = last.rows[0]?.hash ?? GENESIS_HASH;
  const users = 200;
  const firstPunch = 10_000_000;
  const start = Date.UTC(2020, 0, 1, 7, 0);
  for (let done = 0; done < count;) {
    const n = Math.min(VERIFY.insertBatch, count - done);
    const columns = {
      punchId: [] as number[],
      userId: [] as number[],
      dayId: [] as number[],
      action: [] as string[],
      at: [] as string[],
      before: [] as (string | null)[],
      after: [] as string[],
      prevHash: [] as string[],
      hash: [] as string[],
    };
    for (let i = 0; i < n; i++) {
      const k = done + i;
      const p = Math.floor(k / ACTIONS.length);
      const step = k % ACTIONS.length;
      const userId = (p % users) + 1;
      const day = new Date(start + Math.floor(p / users) * DAY);
      const dayId = Number(day.toISOString().slice(0, 10).replaceAll('-', ''));
      const dateIn = day.getTime();
      const before = step === 0 ? null : snapshot(firstPunch + p, userId, dayId, dateIn, step - 1);
      const after = snapshot(firstPunch + p, userId, dayId, dateIn, step);
      const fields: HistoryFields = {
        punchId: firstPunch + p,
        userId,
        calendarDateId: dayId,
        action: ACTIONS[step]!,
        actorId: userId,
        at: new Date(dateIn + OFFSETS[step]! * MINUTE),
        ip: null,
        reason: null,
        before,
        after,
      };
      const hash = historyHash(prevHash, fields);
      columns.punchId.push(fields.punchId!);
      columns.userId.push(userId);
      columns.dayId.push(dayId);
      columns.action.push(fields.action);
      columns.at.push(fields.at.toISOString());
      columns.before.push(before && JSON.stringify(before));
      columns.after.push(JSON.stringify(after));
      columns.prevHash.push(prevHash);
      columns.hash.push(hash);
      prevHash = hash;
    }
    await db.execute(sql`
      insert into punch_history (punch_id, user_id, calendar_date_id, action, actor_id, at, ip,
        reason, before, after, prev_hash, hash)
      select r.punch_id, r.user_id, r.day_id, r.action, r.user_id, r.at, null, null, r.before,
        r.after, r.prev_hash, r.hash
      from unnest(${sql.param(columns.punchId)}::int[], ${sql.param(columns.userId)}::int[],
        ${sql.param(columns.dayId)}::int[], ${sql.param(columns.action)}::text[],
        ${sql.param(columns.at)}::timestamptz[], ${sql.param(columns.before)}::jsonb[],
        ${sql.param(columns.after)}::jsonb[], ${sql.param(columns.prevHash)}::text[],
        ${sql.param(columns.hash)}::text[])
        as r(punch_id, user_id, day_id, action, at, before, after, prev_hash, hash)`);
    done += n;
  }
}

export type VerifyResult = { rows: number; seedSeconds: number; seconds: number; output: string };

/**
 * Tops the chain up to VERIFY.rows (the database stopped: the embedded one has one user), then
 * runs `npm run verify-records`'s script on it with the server's environment and times it.
 */
export async function benchVerifyRecords(database: BenchDatabase): Promise<VerifyResult> {
  const handle = await database.open();
  const seedStarted = Date.now();
  try {
    const counted = (await handle.db.execute(
      sql`select count(*)::int as rows from punch_history`,
    )) as { rows: { rows: number }[] };
    const missing = VERIFY.rows - counted.rows[0]!.rows;
    if (missing > 0) await appendChainRows(handle.db, missing);
    await handle.db.execute(sql`vacuum analyze punch_history`);
  } finally {
    await handle.close();
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const started = Date.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: database.dataDir,
          APP_TIME_ZONE: BENCH_TIME_ZONE,
          ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve({ code: exitCode, output: text.trim() }));
    },
  );
  const seconds = (Date.now() - started) / 1000;
  const rows = Number(/(\d[\d.,]*) filas/.exec(output)?.[1]?.replace(/\D/g, '') ?? NaN);
  if (code !== 0 || rows < VERIFY.rows) {
    throw new Error(`verify-records failed (exit ${code}, ${rows} rows): ${output}`);
  }
  return { rows, seedSeconds, seconds, output };
}

/** Issue 26: the whole chain verified in under 30 s. */
export function judgeVerifyRecords(result: VerifyResult): Verdict[] {
  return [
    {
      label: `npm run verify-records over ${VERIFY.rows.toLocaleString('en-US')} history rows < ${VERIFY.maxSeconds} s`,
      figure: `${result.seconds.toFixed(1)} s (${result.rows.toLocaleString('en-US')} rows)`,
      pass: result.seconds < VERIFY.maxSeconds,
    },
  ];
}

/** The paragraph of the report beside the verdict. */
export const VERIFY_NOTE =
  `verify-records (issue 26): the history chain topped up to ${VERIFY.rows.toLocaleString('en-US')} ` +
  'rows (punch events with the punch before and after, hashed by the product’s historyHash), then ' +
  '`npm run verify-records`’s script run in its own process as an operator runs it (server ' +
  'stopped, as the embedded database requires); the figure is its wall time, start-up included.';
