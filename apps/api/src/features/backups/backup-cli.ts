/**
 * `npm run backup` (issue 15), with the environment of `npm start`:
 * - embedded database: asks the running server for a backup now (its local socket in DATA_DIR/run),
 *   or, when no server runs, takes the data folder's lock and makes the backup itself;
 * - DATABASE_URL: runs `pg_dump` when it is installed, or explains the database server's own way.
 * Prints the file's path and size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config';
import { openEmbedded } from '../../db/client';
import { DataDirInUseError, lockDataDir } from '../../db/data-dir-lock';
import { loadAppSecret } from '../../lib/app-secret';
import { fail, formatSize, say } from './cli-output';
import { requestBackup } from './control-socket';
import { failureReason, holdsData, makeBackup } from './make-backup';
import { pgDumpBackup } from './pg-dump';

async function embeddedBackup(config: Config) {
  const answer = await requestBackup(config.dataDir);
  if (answer) {
    if ('error' in answer) fail(`El servidor no pudo hacer la copia: ${answer.error}`);
    return { ...answer, by: 'el servidor en marcha' };
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!holdsData(dbDir)) {
    fail(
      `No hay ninguna base de datos en ${dbDir}: nada que copiar (¿es DATA_DIR la carpeta correcta?).`,
    );
  }
  process.umask(0o077);
  const unlock = lockDataDir(config.dataDir);
  process.once('exit', unlock);
  try {
    const secret = loadAppSecret(config.appSecret, config.dataDir);
    const database = await openEmbedded(dbDir, { socketDir: path.join(config.dataDir, 'run') });
    try {
      const result = await makeBackup({ database, config, secret }, 'on-demand');
      return {
        file: result.file,
        sizeBytes: result.sizeBytes,
        heldMs: result.heldMs,
        by: 'este comando (no hay servidor en marcha)',
      };
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    await pgDumpBackup(config);
  } else {
    const made = await embeddedBackup(config);
    fs.statSync(made.file); // it is there
    say(`Copia de seguridad hecha por ${made.by}:\n  ${made.file} (${formatSize(made.sizeBytes)})`);
    say(
      'La copia va cifrada y autenticada con una clave derivada de la clave secreta, que no va ' +
        'dentro: guárdala aparte (APP_SECRET o DATA_DIR/secret.key); sin ella no se restaura.',
    );
  }
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) fail(error.message);
  fail(`No se pudo hacer la copia de seguridad: ${failureReason(error)}`);
}
