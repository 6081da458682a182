import os from 'node:os';
import { startWorker } from '../../lib/start-worker';
import pg from 'pg';
import { GENESIS_HASH } from './punch-history-chain';
import type { ChainCheck } from './verify-records';
import type { RangeResult, RangeTask } from './verify-records-worker';

/**
 * `verifyChain` on PostgreSQL with one thread per core: the ids are cut into contiguous ranges,
 * each checked by a thread on its own connection, and the ranges are joined in order (each must
 * follow the previous one's last hash). Same answer as walking the chain in one thread.
 */

/** A thread of verify-records-worker.ts, from source through tsx (as the embedded database's). */
function startRange(task: RangeTask): Promise<RangeResult> {
  const worker = startWorker(import.meta.url, 'verify-records-worker', { workerData: task });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { result?: RangeResult; error?: string }) => {
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

export async function verifyChainParallel(
  url: string,
  threads = Math.max(1, os.availableParallelism()),
  batch = 5_000,
): Promise<ChainCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query<{ lo: string | null; hi: string | null }>(
      'select min(id) as lo, max(id) as hi from punch_history',
    )
    .finally(() => client.end());
  const lo = Number(rows[0]?.lo ?? 0);
  const hi = Number(rows[0]?.hi ?? 0);
  if (!rows[0]?.lo) return { ok: true, rows: 0 };
  const size = Math.ceil((hi - lo + 1) / threads);
  const tasks: RangeTask[] = [];
  for (let from = lo; from <= hi; from += size) {
    tasks.push({ url, from, to: Math.min(hi, from + size - 1), batch });
  }
  const results = await Promise.all(tasks.map(startRange));
  let prevHash = GENESIS_HASH;
  let held = 0;
  for (const result of results) {
    if (result.first && result.first.prevHash !== prevHash) {
      return { ok: false, rows: held, brokenId: result.first.id, why: 'link' };
    }
    if (result.broken) {
      return {
        ok: false,
        rows: held + result.broken.rowsBefore,
        brokenId: result.broken.id,
        why: result.broken.why,
      };
    }
    held += result.rows;
    prevHash = result.lastHash ?? prevHash;
  }
  return { ok: true, rows: held };
}
