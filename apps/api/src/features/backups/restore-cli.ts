/**
 * `npm run restore -- FILE` (issue 15, issue 23 §3): restores a backup into the empty data folder
 * of DATA_DIR, with the secret key it was made under; `npm start` then serves it. A backup of the
 * older, unauthenticated format needs `npm run restore -- --accept-unauthenticated FILE`.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { fail, say } from './cli-output';
import { ACCEPT_UNAUTHENTICATED, restoreBackup, RestoreRefused } from './restore';

const USAGE =
  'Uso: npm run restore -- ARCHIVO (una copia hecha por npm run backup)\n' +
  `     npm run restore -- ${ACCEPT_UNAUTHENTICATED} ARCHIVO (una copia del formato antiguo, sin autenticar)`;

const args = process.argv.slice(2);
const acceptUnauthenticated = args.includes(ACCEPT_UNAUTHENTICATED);
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== ACCEPT_UNAUTHENTICATED);
const files = args.filter((arg) => !arg.startsWith('--'));
if (unknown.length > 0) fail(`Opción desconocida: ${unknown.join(' ')}\n${USAGE}`);
if (files.length !== 1) fail(USAGE);
const file = files[0]!;

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    fail(
      'Con DATABASE_URL la base de datos es un servidor PostgreSQL: restaura su copia con ' +
        'pg_restore (o la recuperación a un punto en el tiempo del proveedor). README, «Copias de seguridad».',
    );
  }
  process.umask(0o077);
  const { manifest, files: restored } = await restoreBackup(path.resolve(file), config, {
    acceptUnauthenticated,
    warn: (message) => console.error(message),
  });
  say(
    `Copia del ${manifest.createdAt} restaurada en ${config.dataDir} (${restored} archivos).\n` +
      'Inicia el servidor con npm start (y la misma clave secreta): aplicará las migraciones que falten.',
  );
  process.exit(0);
} catch (error) {
  if (
    error instanceof RestoreRefused ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError
  ) {
    fail(error.message);
  }
  fail(`No se pudo restaurar la copia: ${(error as Error).message}`);
}
