/**
 * Restoring a backup into an empty data folder (issue 15, issue 23 §3; docs/decisions/070 and
 * 075): the folder must hold no database and no uploaded files, and the secret key (APP_SECRET or
 * DATA_DIR/secret.key) must be the one the backup was made under. The whole file is first
 * decrypted and authenticated without writing anything (an altered, cut short or foreign file is
 * refused with the data folder untouched), then unpacked beside, authenticated again, and moved in.
 * A backup of the older, unauthenticated format restores only with the operator's explicit consent
 * (`--accept-unauthenticated`). The next `npm start` opens the database (replaying its log, as
 * after a crash) and applies the migrations of a newer product.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { productMigrations } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { makePrivate } from '../../lib/private-folder';
import {
  BackupDamagedError,
  BackupFormatError,
  BackupKeyError,
  BackupUnauthenticatedError,
  readBackupFile,
  readBackupHeader,
  type ReadOptions,
  type ReadResult,
} from './backup-file';
import { holdsData } from './make-backup';
import { noteRestore } from './restore-marker';

/** A refusal whose message is for the operator as it is. */
export class RestoreRefused extends Error {}

/** The flag of `npm run restore` that accepts a backup of the unauthenticated format. */
export const ACCEPT_UNAUTHENTICATED = '--accept-unauthenticated';

export const KEY_MISMATCH =
  'La copia se hizo con otra clave. La clave secreta no coincide con la de la copia: usa el ' +
  'APP_SECRET (o el secret.key) de la instalación que hizo la copia; sin ella la copia no se ' +
  'puede descifrar, y las contraseñas guardadas del gestor y la bóveda no se podrían leer. No se ' +
  'ha restaurado nada.';

export const damaged = (file: string, detail: string) =>
  `La copia está dañada o fue modificada: ${file} no supera la comprobación de autenticidad ` +
  `(${detail}). No se ha restaurado nada; usa otra copia.`;

export const unauthenticatedRefused = (file: string) =>
  `${file} es una copia del formato antiguo, sin autenticar: nada prueba que no se haya ` +
  'modificado (por ejemplo, las contraseñas de los usuarios). No se ha restaurado nada. Si la ' +
  'guardaste tú y confías en ella, restáurala con ' +
  `npm run restore -- ${ACCEPT_UNAUTHENTICATED} ${file}`;

export const UNAUTHENTICATED_WARNING =
  `Atención: restauras una copia del formato antiguo, sin autenticar (${ACCEPT_UNAUTHENTICATED}): ` +
  'nada prueba que no se haya modificado desde que se hizo. Hazlo solo con una copia que hayas ' +
  'guardado tú; las copias nuevas van cifradas y autenticadas.';

/** The key the server would use: APP_SECRET, or DATA_DIR/secret.key; never a new one. */
function existingSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): string | null {
  if (config.appSecret) return config.appSecret;
  try {
    return fs.readFileSync(path.join(config.dataDir, 'secret.key'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Reads the backup, turning its refusals into the operator's messages. */
async function readRefusing(
  file: string,
  secret: string,
  into: string | null,
  options: ReadOptions,
): Promise<ReadResult> {
  try {
    return await readBackupFile(file, secret, into, options);
  } catch (error) {
    if (error instanceof BackupKeyError) throw new RestoreRefused(KEY_MISMATCH);
    if (error instanceof BackupUnauthenticatedError) {
      throw new RestoreRefused(unauthenticatedRefused(file));
    }
    if (error instanceof BackupDamagedError) {
      throw new RestoreRefused(damaged(file, error.message));
    }
    if (error instanceof BackupFormatError) {
      throw new RestoreRefused(`${file} no es una copia de seguridad válida: ${error.message}.`);
    }
    throw error;
  }
}

export type RestoreOptions = ReadOptions & {
  /** Told when a backup of the unauthenticated format is restored (with consent). */
  warn?: (message: string) => void;
};

export async function restoreBackup(
  file: string,
  config: Pick<Config, 'appSecret' | 'dataDir'>,
  options: RestoreOptions = {},
): Promise<ReadResult> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`No existe el archivo ${file}.`);
  let header;
  try {
    header = await readBackupHeader(file);
  } catch (error) {
    if (error instanceof BackupDamagedError) {
      throw new RestoreRefused(damaged(file, error.message));
    }
    throw new RestoreRefused(
      `${file} no es una copia de seguridad válida: ${(error as Error).message}.`,
    );
  }
  if (header.version === 1) {
    if (!options.acceptUnauthenticated) throw new RestoreRefused(unauthenticatedRefused(file));
    options.warn?.(UNAUTHENTICATED_WARNING);
  }
  const dataDir = config.dataDir;
  for (const part of ['db', 'uploads']) {
    const target = path.join(dataDir, part);
    if (holdsData(target)) {
      throw new RestoreRefused(
        `La carpeta de datos ${dataDir} ya tiene datos (${target}). La copia solo se restaura en ` +
          'una carpeta vacía: usa otro DATA_DIR o mueve esa carpeta antes.',
      );
    }
  }
  const secret = existingSecret(config);
  if (!secret) {
    throw new RestoreRefused(
      'Falta la clave secreta con la que se hizo la copia: define APP_SECRET o copia el archivo ' +
        `secret.key de la instalación original a ${path.join(dataDir, 'secret.key')}.`,
    );
  }
  const readOptions = { acceptUnauthenticated: options.acceptUnauthenticated === true };
  // First pass: the whole file decrypted and authenticated, nothing written anywhere.
  const { manifest } = await readRefusing(file, secret, null, readOptions);
  const product = productMigrations();
  const { count, last } = manifest.migrations;
  if (count > product.length) {
    throw new RestoreRefused(
      `La copia es de una versión más nueva del producto (${count} migraciones; ` +
        `esta tiene ${product.length}): actualiza el producto antes de restaurarla.`,
    );
  }
  // The same number of migrations is not enough: its last one must be this product's too.
  if (count > 0 && last !== String(product[count - 1]!.when)) {
    throw new RestoreRefused(
      'La copia no es de ninguna versión de este producto: sus migraciones no son las de esta ' +
        'instalación. Restáurala con el producto que la hizo.',
    );
  }

  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dataDir);
  const work = path.join(dataDir, `.restore-${process.pid}`);
  try {
    await fsp.rm(work, { recursive: true, force: true });
    await fsp.mkdir(work, { mode: 0o700 });
    // Second pass, authenticated again (the file could have changed since): moved in only whole.
    const result = await readRefusing(file, secret, work, readOptions);
    for (const part of ['db', 'uploads']) {
      const from = path.join(work, part);
      if (!fs.existsSync(from)) continue;
      const target = path.join(dataDir, part);
      await fsp.rm(target, { recursive: true, force: true }); // empty (checked above)
      await fsp.rename(from, target);
    }
    makePrivate(dataDir);
    // Its audit row is written by the server that first opens it (restore-marker.ts).
    noteRestore(dataDir, file, result.manifest.createdAt);
    return result;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
    unlock();
  }
}
