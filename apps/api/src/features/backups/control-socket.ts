/**
 * The running server's local door for `npm run backup` (issue 15): an HTTP server on a unix socket
 * in DATA_DIR/run (a folder only the server's account may enter, 0700), never on the network.
 * `POST /backup` makes a backup now and answers its file and size.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { failureReason, type Backups } from './make-backup';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'control.sock');
/** A unix socket's path has room for about 100 bytes. */
export const socketPathFits = (socket: string) => Buffer.byteLength(socket) <= 100;

/** The backup's file and size, and how long queries waited for the database's copy. */
export type BackupAnswer = { file: string; sizeBytes: number; heldMs: number } | { error: string };

export async function startControlSocket(
  dataDir: string,
  backups: Backups,
): Promise<{ close: () => Promise<void> } | null> {
  const socket = controlSocketPath(dataDir);
  if (!socketPathFits(socket)) return null;
  fs.mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  fs.rmSync(socket, { force: true }); // left by a process that was killed; we hold the folder
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: BackupAnswer | { error: string }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') {
      answer(404, { error: 'not found' });
      return;
    }
    request.resume();
    backups.run('on-demand').then(
      (result) =>
        answer(200, { file: result.file, sizeBytes: result.sizeBytes, heldMs: result.heldMs }),
      (error: unknown) => answer(500, { error: failureReason(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socket, { force: true });
      }),
  };
}

/**
 * Asks the server of a data folder for a backup: its answer, or null when no server listens there
 * (no socket, or a socket no one answers).
 */
export function requestBackup(dataDir: string): Promise<BackupAnswer | null> {
  const socket = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: socket, method: 'POST', path: '/backup' },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(body) as BackupAnswer);
          } catch {
            reject(new Error(`respuesta no válida del servidor: ${body.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    request.end();
  });
}
