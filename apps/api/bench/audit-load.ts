import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { sessions, users } from '../src/db/schema/index';
import { hashToken } from '../src/lib/crypto';
import { startWorker } from '../src/lib/start-worker';
import type { WriterData, WriterResult } from './audit-writer';
import { measureRounds, SETTINGS, type Measurement } from './measure';
import { BENCH_ADMIN } from './seed';
import type { LoadRow, Verdict } from './targets';

/**
 * Issue 28 §6 (b): GET /api/categories p99 while audit rows are written at 200 a second at most
 * 1.5 × its p99 alone. The rows come from a real audited action, as the product writes them:
 * the admin ends one of their own other sessions (DELETE /api/auth/sessions/{id}: the session
 * ended and its 'session-ended' row, in one statement), 200 a second, while the reads come at a
 * fixed rate.
 */
export const AUDIT_LOAD = {
  perSecond: 200,
  connections: 10,
  /**
   * The reads' own rate, the same alone and loaded (an open load, about a third of what the
   * server answers flat out here): at full speed a p99 is the queue that 10 connections make,
   * which any added work lengthens in proportion, and it no longer tells whether the audit rows
   * hold the reads up (docs/decisions/088).
   */
  readsPerSecond: 500,
  maxRatio: 1.5,
} as const;

/** Enough sessions for every round of the loaded measurement, with room to spare. */
const SECONDS_LOADED = SETTINGS.rounds * (SETTINGS.warmupS + SETTINGS.durationS) + 5;
const SESSIONS = AUDIT_LOAD.perSecond * SECONDS_LOADED;

export type AuditLoadSeed = { sessionIds: number[] };

/** Other sessions of the bench's admin (tokens nobody holds), ended one by one during the run. */
export async function seedAuditLoad({ db }: Database): Promise<AuditLoadSeed> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, BENCH_ADMIN.email));
  if (!admin) throw new Error('audit-load: the bench admin is not seeded');
  const rows = await db
    .insert(sessions)
    .values(
      Array.from({ length: SESSIONS }, (_, i) => ({
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        userId: admin.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.${i} Safari/537.36`,
        address: '203.0.113.7',
      })),
    )
    .returning({ id: sessions.id });
  return { sessionIds: rows.map((row) => row.id) };
}

/** Endings waiting for their answer at most: beyond it the writer waits (and its rate drops). */
const MAX_IN_FLIGHT = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/categories p99 at readsPerSecond from 10 connections, SETTINGS.rounds rounds. */
async function categories(baseUrl: string, auth: Record<string, string>): Promise<Measurement> {
  const [figure] = await measureRounds([{ url: `${baseUrl}/api/categories`, headers: auth }], {
    connections: AUDIT_LOAD.connections,
    rounds: SETTINGS.rounds,
    rate: AUDIT_LOAD.readsPerSecond,
  });
  return figure!;
}

/** The 'session-ended' rows of the audit log, as the admin's screen counts them. */
async function auditedEndings(baseUrl: string, auth: Record<string, string>): Promise<number> {
  const response = await fetch(`${baseUrl}/api/audit?action=session-ended&limit=1`, {
    headers: auth,
  });
  const body = (await response.json()) as { totalItems?: number };
  if (response.status !== 200 || typeof body.totalItems !== 'number') {
    throw new Error(`GET /api/audit: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.totalItems;
}

type Writer = { stop: () => Promise<WriterResult> };

/**
 * Ends one session every 1/perSecond s (an open load, up to MAX_IN_FLIGHT unanswered), until
 * stopped or out of sessions, on a thread of its own (bench/audit-writer.ts): on autocannon's
 * thread its requests would hold up the answers autocannon times, and the ratio would count the
 * client's work as the server's.
 */
function startWriter(baseUrl: string, auth: Record<string, string>, ids: number[]): Writer {
  const workerData: WriterData = {
    baseUrl,
    auth,
    ids,
    perSecond: AUDIT_LOAD.perSecond,
    maxInFlight: MAX_IN_FLIGHT,
  };
  const worker = startWorker(import.meta.url, 'audit-writer', { workerData });
  const done = new Promise<WriterResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

export const CATEGORIES_ALONE = 'GET /api/categories, alone';
const CATEGORIES_LOADED = 'GET /api/categories, while audit rows are written';

export async function benchAuditLoad(
  baseUrl: string,
  auth: Record<string, string>,
  seed: AuditLoadSeed,
): Promise<LoadRow[]> {
  const before = await auditedEndings(baseUrl, auth);
  const alone = await categories(baseUrl, auth);
  const writer = startWriter(baseUrl, auth, seed.sessionIds);
  await sleep(500);
  const loaded = await categories(baseUrl, auth);
  const written = await writer.stop();
  if (written.failed > 0)
    console.warn(`audit-load: ${written.failed} endings failed: ${written.detail}`);
  const rows = (await auditedEndings(baseUrl, auth)) - before;
  const rate = written.ended / written.seconds;
  return [
    { scenario: 'audit', route: CATEGORIES_ALONE, connections: AUDIT_LOAD.connections, ...alone },
    {
      scenario: 'audit',
      route: `${CATEGORIES_LOADED} (${Math.round(rate)} a second, ${rows} rows)`,
      connections: AUDIT_LOAD.connections,
      ...loaded,
    },
    {
      scenario: 'audit',
      route: `DELETE /api/auth/sessions/{id} (a 'session-ended' row each)`,
      connections: 1,
      rps: rate,
      p50: NaN,
      p99: NaN,
      errors: 0,
      non2xx: written.failed + Math.max(0, written.ended - rows),
      informational: true,
    },
  ];
}

/** Issue 28: categories' p99 while audit rows are written ≤ 1.5 × alone, at 200 rows a second. */
export function judgeAuditLoad(rows: LoadRow[]): Verdict[] {
  const alone = rows.find((row) => row.route === CATEGORIES_ALONE);
  const loaded = rows.find((row) => row.route.startsWith(CATEGORIES_LOADED));
  const writer = rows.find((row) => row.route.startsWith('DELETE /api/auth/sessions'));
  const verdicts: Verdict[] = [];
  if (alone && loaded) {
    const ratio = loaded.p99 / alone.p99;
    // Reads the server could not take at their rate are held up too, whatever their p99 says.
    const kept = Math.min(alone.rps, loaded.rps) >= AUDIT_LOAD.readsPerSecond * 0.95;
    verdicts.push({
      label: `GET /api/categories p99 while audit rows are written ≤ ${AUDIT_LOAD.maxRatio} × alone, its ${AUDIT_LOAD.readsPerSecond} a second kept`,
      figure: `${ratio.toFixed(2)} (${loaded.p99} / ${alone.p99} ms; ${Math.round(loaded.rps)} a second)`,
      pass: kept && ratio <= AUDIT_LOAD.maxRatio,
    });
  }
  if (writer) {
    verdicts.push({
      label: `audit rows written ≥ ${AUDIT_LOAD.perSecond * 0.95} a second, each ending with its row`,
      figure: `${writer.rps.toFixed(0)} a second, ${writer.non2xx} failed or without a row`,
      pass: writer.rps >= AUDIT_LOAD.perSecond * 0.95 && writer.non2xx === 0,
    });
  }
  const failures = rows
    .filter((row) => !row.informational)
    .reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'audit load: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

export const AUDIT_LOAD_NOTE =
  `Audit log under load (issue 28): GET /api/categories at ${AUDIT_LOAD.readsPerSecond} a second ` +
  `(an open load) from ${AUDIT_LOAD.connections} connections alone, then while the admin ends ${AUDIT_LOAD.perSecond} of their other sessions a second ` +
  '(DELETE /api/auth/sessions/{id}, one a 5 ms, whatever the earlier ones are doing): each a real ' +
  "audited action writing its 'session-ended' row in the statement that ends the session, sent " +
  "from a thread of the benchmark's own. The rows are counted afterwards through GET /api/audit.";
