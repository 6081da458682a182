/**
 * `npm run restore -- FILE` (issue 15): restores a backup into the empty data folder of DATA_DIR,
 * with the secret key it was made under; `npm start` then serves it.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { fail, say } from './cli-output';
import { restoreBackup, RestoreRefused } from './restore';

const file = process.argv[2];
if (!file) fail('Uso: npm run restore -- ARCHIVO (una copia hecha por npm run backup)');

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    fail(
      'Con DATABASE_URL la base de datos es un servidor PostgreSQL: restaura su copia con ' +
        'pg_restore (o la recuperación a un punto en el tiempo del proveedor). README, «Copias de seguridad».',
    );
  }
  process.umask(0o077);
  const { manifest, files } = await restoreBackup(path.resolve(file), config);
  say(
    `Copia del ${manifest.createdAt} restaurada en ${config.dataDir} (${files} archivos).\n` +
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
