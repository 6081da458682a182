/**
 * The embedded database's own thread. It opens PGlite (a data folder, or memory for tests) and
 * serves it with pglite-socket on a private unix socket, so that the main thread speaks `pg` to it
 * as to any PostgreSQL server and a query never blocks HTTP work. Started by `openEmbedded`
 * (client.ts); bundled as dist/embedded-worker.js.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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

const port = parentPort;
if (!port) throw new Error('embedded-worker runs as a worker thread only');
const options = workerData as EmbeddedWorkerOptions;

const pglite = new PGlite({
  ...(options.dataDir && { dataDir: options.dataDir }),
  ...(options.loadDataDir && { loadDataDir: new Blob([fs.readFileSync(options.loadDataDir)]) }),
  ...(options.wasmModule && { pgliteWasmModule: options.wasmModule }),
});
await pglite.waitReady;
// A socket left by a process that was killed; the caller holds the folder (or made it just now).
fs.rmSync(options.socketPath, { force: true });
const server = new PGLiteSocketServer({
  db: pglite,
  path: options.socketPath,
  maxConnections: options.maxConnections,
});
await server.start();

port.on('message', (message: EmbeddedWorkerMessage) => {
  if (message !== 'close') return;
  void (async () => {
    await server.stop();
    await pglite.close(); // waits for the query in progress, then shuts PostgreSQL down cleanly
    port.close();
  })();
});
port.postMessage('ready' satisfies EmbeddedWorkerMessage);
