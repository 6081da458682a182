import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbedded } from '../src/db/client';
import { seedDemo } from '../src/demo/seed';
import { requestBackup } from '../src/features/backups/control-socket';
import { createFileService } from '../src/features/files/file-service';
import { appFileLinks } from '../src/lib/file-links';
import { localFileStorage } from '../src/lib/file-storage';
import { loadConfig } from '../src/config';
import { signIn } from './check';
import type { BenchDatabase } from './databases';
import { measureRounds, SETTINGS } from './measure';
import { BENCH_TIME_ZONE, startServerProcess } from './server-process';
import type { LoadRow, Verdict } from './targets';

/**
 * Issue 15 §3: a backup's time and size for the demo data (`npm run demo`'s seed) and for the
 * large data set (the base seed and finance's million expenses, what the former sections left),
 * each asked of the running server as `npm run backup` asks it; then GET /api/categories' p99
 * alone and while backups are made one after another (at most twice its p99 alone).
 */
export const BACKUP_BENCH = { connections: 10, p99Ratio: 2 } as const;

export type BackupFigure = {
  data: string;
  ms: number;
  /** how long queries waited for the database's copy (the second pass, under PGlite's lock) */
  heldMs: number;
  bytes: number;
  dataDirBytes: number;
};

const folderBytes = (dir: string): number =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).reduce((sum, name) => {
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    return sum + (stat?.isFile() ? stat.size : 0);
  }, 0);

async function timedBackup(dataDir: string, data: string): Promise<BackupFigure> {
  const started = performance.now();
  const answer = await requestBackup(dataDir);
  const ms = performance.now() - started;
  if (!answer || 'error' in answer) throw new Error(`backup failed: ${JSON.stringify(answer)}`);
  const dataDirBytes =
    folderBytes(path.join(dataDir, 'db')) +
    (fs.existsSync(path.join(dataDir, 'uploads')) ? folderBytes(path.join(dataDir, 'uploads')) : 0);
  fs.rmSync(answer.file); // the benchmark keeps none (a large one is hundreds of MB)
  return { data, ms, heldMs: answer.heldMs, bytes: answer.sizeBytes, dataDirBytes };
}

/** The demo's data in a folder of its own, backed up by its server. */
async function demoBackup(): Promise<BackupFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-demo-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, APP_TIME_ZONE: BENCH_TIME_ZONE });
    const database = await openEmbedded(path.join(dataDir, 'db'));
    const storage = localFileStorage(path.join(dataDir, 'uploads'));
    await seedDemo(database.db, BENCH_TIME_ZONE, {
      files: (tx) => createFileService({ db: tx, storage, links: appFileLinks(config) }),
    });
    await database.close();
    const server = await startServerProcess({ dataDir, databaseUrl: undefined });
    try {
      return await timedBackup(dataDir, 'demo data (npm run demo)');
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchBackup(
  database: BenchDatabase,
): Promise<{ figures: BackupFigure[]; loads: LoadRow[] }> {
  const demo = await demoBackup();
  const server = await startServerProcess(database);
  try {
    const auth = await signIn(server.baseUrl);
    const large = await timedBackup(database.dataDir, 'large data set (base + finance seeds)');
    const target = { url: `${server.baseUrl}/api/categories`, headers: auth };
    const { connections } = BACKUP_BENCH;
    const [alone] = await measureRounds([target], { connections, rounds: SETTINGS.rounds });
    let backingUp = true;
    let made = 0;
    const loop = (async () => {
      while (backingUp) {
        await timedBackup(database.dataDir, 'during');
        made++;
      }
    })();
    // As many rounds as one whole backup lasts: the copy, its moment under the lock and the packing.
    const roundMs = (SETTINGS.warmupS + SETTINGS.durationS) * 1000;
    const rounds = Math.max(SETTINGS.rounds, Math.ceil(large.ms / roundMs));
    const [during] = await measureRounds([target], { connections, rounds });
    backingUp = false;
    await loop;
    const row = (route: string, m: typeof alone) =>
      ({ scenario: 'backup', route, connections: BACKUP_BENCH.connections, ...m! }) as LoadRow;
    return {
      figures: [demo, large],
      loads: [
        row('GET /api/categories alone', alone),
        row(`GET /api/categories while backups are made (${made} in the window)`, during),
      ],
    };
  } finally {
    await server.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function judgeBackup(figures: BackupFigure[], loads: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = figures.map((figure) => ({
    label: `backup of the ${figure.data}: time (queries held), file size (data folder)`,
    figure:
      `${(figure.ms / 1000).toFixed(1)} s (${figure.heldMs.toFixed(0)} ms), ` +
      `${mb(figure.bytes)} (${mb(figure.dataDirBytes)})`,
    pass: true,
  }));
  const alone = loads.find((row) => row.route.endsWith('alone'));
  const during = loads.find((row) => row.route.includes('while'));
  if (alone && during) {
    const ratio = during.p99 / alone.p99;
    verdicts.push({
      label: `GET /api/categories p99 during backups ≤ ${BACKUP_BENCH.p99Ratio} × alone`,
      figure: `${ratio.toFixed(2)} (${during.p99} / ${alone.p99} ms)`,
      pass: ratio <= BACKUP_BENCH.p99Ratio,
    });
  }
  const failures = loads.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'backup: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}
