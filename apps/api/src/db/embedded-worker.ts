/**
 * The embedded database's own thread. It opens PGlite (a data folder, or memory for tests) and
 * serves it on a private unix socket (embedded-wire.ts), so that the main thread speaks `pg` to it
 * as to any PostgreSQL server and a query never blocks HTTP work. Started by `openEmbedded`
 * (client.ts); bundled as dist/embedded-worker.js.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWire } from './embedded-wire';

export type EmbeddedWorkerOptions = {
  /** PGlite's data folder, or undefined for an in-memory database */
  dataDir: string | undefined;
  /**
   * For an in-memory database: a tar of a data folder (PGlite's `dumpDataDir`) to start from
   * instead of an empty cluster. The tests start every file from one migrated copy this way.
   */
  loadDataDir?: string | undefined;
  /**
   * PGlite's compiled WebAssembly (pglite.wasm), when the caller compiled it already: compiling
   * takes seconds, so a process that opens many databases (the tests) compiles it once.
   */
  wasmModule?: WebAssembly.Module | undefined;
  socketPath: string;
  maxConnections: number;
};

/**
 * `'ready'`: worker → main thread, once the socket listens. `'close'`: main thread → worker, once
 * its pool has ended; the worker closes the socket server and PGlite, then ends.
 */
export type EmbeddedWorkerMessage = 'ready' | 'close';

/**
 * A backup's copy of the data folder (issue 15): main thread → worker `{ snapshot, into }`, worker
 * → main thread `{ snapshot, error? }` once `into` holds the copy.
 */
export type SnapshotRequest = { snapshot: number; into: string };
export type SnapshotAnswer = { snapshot: number; error?: string; heldMs?: number };

const port = parentPort;
if (!port) throw new Error('embedded-worker runs as a worker thread only');
const options = workerData as EmbeddedWorkerOptions;

const pglite = new PGlite({
  ...(options.dataDir && { dataDir: options.dataDir }),
  ...(options.loadDataDir && { loadDataDir: new Blob([fs.readFileSync(options.loadDataDir)]) }),
  ...(options.wasmModule && { pgliteWasmModule: options.wasmModule }),
});
await pglite.waitReady;
const server = await serveWire(pglite, options.socketPath, options.maxConnections);

type FileState = { size: bigint; mtimeNs: bigint };

/**
 * Every file under `dir` with its size and modification time (nanoseconds), by relative path; and
 * every folder (PostgreSQL needs its empty ones too).
 */
function statTree(dir: string, folders: string[] = []): Map<string, FileState> {
  const out = new Map<string, FileState>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory())
      folders.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
    if (stat) out.set(path.relative(dir, file), { size: stat.size, mtimeNs: stat.mtimeNs });
  }
  return out;
}

/**
 * Copies one file of the data folder into the snapshot (replacing an earlier copy): in the
 * background (the thread pool) while queries run, synchronously while they wait.
 */
async function copyInto(from: string, to: string, relative: string, now = false): Promise<boolean> {
  const target = path.join(to, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    if (now) fs.copyFileSync(path.join(from, relative), target);
    else await fsp.copyFile(path.join(from, relative), target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false; // removed meanwhile
    throw error;
  }
}

/** A modification time this close to the first look may hide a later write in the same tick. */
const RACY_NS = 2_000_000_000n;

/**
 * Copies the data folder into `into`, consistent, while queries wait only a moment
 * (docs/decisions/070). First, with queries running, every file is copied; then, holding the
 * session (no statement runs meanwhile), the files that changed since that first look (size
 * or modification time, or modified too close to it to tell) are copied again and the removed ones
 * dropped. The result is the folder as it stood at that instant, what a power cut would leave on
 * disk, which PostgreSQL opens by replaying its WAL, as after any crash. A checkpoint first writes
 * the dirty pages out, so that the second pass has little to copy and the replay little to do.
 */
async function snapshot(request: SnapshotRequest): Promise<SnapshotAnswer> {
  if (!options.dataDir) return { snapshot: request.snapshot, error: 'in-memory database' };
  const dataDir = options.dataDir;
  try {
    // Its own turn on the session, once no connection holds it (a statement run inside a
    // client's open transaction would become part of it), its answer to itself alone.
    await server.session.statement('CHECKPOINT');
    fs.mkdirSync(request.into, { mode: 0o700 });
    const lookedAt = BigInt(Date.now()) * 1_000_000n;
    const first = statTree(dataDir);
    const copied = new Set<string>();
    for (const relative of first.keys()) {
      if (await copyInto(dataDir, request.into, relative)) copied.add(relative);
    }
    let heldMs = 0;
    await server.session.hold(async () => {
      const started = performance.now();
      const folders: string[] = [];
      const now = statTree(dataDir, folders);
      for (const folder of folders) {
        fs.mkdirSync(path.join(request.into, folder), { recursive: true, mode: 0o700 });
      }
      for (const [relative, state] of now) {
        const before = first.get(relative);
        const same =
          before !== undefined &&
          copied.has(relative) &&
          before.size === state.size &&
          before.mtimeNs === state.mtimeNs &&
          state.mtimeNs < lookedAt - RACY_NS;
        if (!same) await copyInto(dataDir, request.into, relative, true);
      }
      for (const relative of first.keys()) {
        if (!now.has(relative)) fs.rmSync(path.join(request.into, relative), { force: true });
      }
      heldMs = performance.now() - started;
    });
    return { snapshot: request.snapshot, heldMs };
  } catch (error) {
    return { snapshot: request.snapshot, error: (error as Error).message };
  }
}

port.on('message', (message: EmbeddedWorkerMessage | SnapshotRequest) => {
  if (typeof message === 'object' && 'snapshot' in message) {
    void snapshot(message).then((answer) => port.postMessage(answer));
    return;
  }
  if (message !== 'close') return;
  void (async () => {
    await server.close();
    await pglite.close(); // waits for the query in progress, then shuts PostgreSQL down cleanly
    port.close();
  })();
});
port.postMessage('ready' satisfies EmbeddedWorkerMessage);
