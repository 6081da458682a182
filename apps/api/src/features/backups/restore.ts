/**
 * Restoring a backup into an empty data folder (issue 15, docs/decisions/070): the folder must hold
 * no database and no uploaded files, and the secret key (APP_SECRET or DATA_DIR/secret.key) must be
 * the one the backup was made under. The files are unpacked beside, checked whole, then moved in.
 * The next `npm start` opens the database (replaying its log, as after a crash) and applies the
 * migrations of a newer product.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { productMigrations } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { makePrivate } from '../../lib/private-folder';
import { extractBackupFile, readManifest, type BackupManifest } from './backup-file';
import { holdsData, keyFingerprint } from './make-backup';

/** A refusal whose message is for the operator as it is. */
export class RestoreRefused extends Error {}

/** The key the server would use: APP_SECRET, or DATA_DIR/secret.key; never a new one. */
function existingSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): string | null {
  if (config.appSecret) return config.appSecret;
  try {
    return fs.readFileSync(path.join(config.dataDir, 'secret.key'), 'utf8').trim();
  } catch {
    return null;
  }
}

export async function restoreBackup(
  file: string,
  config: Pick<Config, 'appSecret' | 'dataDir'>,
): Promise<{ manifest: BackupManifest; files: number }> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`No existe el archivo ${file}.`);
  let manifest: BackupManifest;
  try {
    manifest = await readManifest(file);
  } catch (error) {
    throw new RestoreRefused(
      `${file} no es una copia de seguridad válida: ${(error as Error).message}.`,
    );
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
  if (keyFingerprint(secret) !== manifest.keyFingerprint) {
    throw new RestoreRefused(
      'La clave secreta no coincide con la de la copia: usa el APP_SECRET (o el secret.key) de la ' +
        'instalación que hizo la copia. Con otra clave, las contraseñas guardadas del gestor y la ' +
        'bóveda no se podrían leer.',
    );
  }
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
    const { files } = await extractBackupFile(file, work);
    for (const part of ['db', 'uploads']) {
      const from = path.join(work, part);
      if (!fs.existsSync(from)) continue;
      const target = path.join(dataDir, part);
      await fsp.rm(target, { recursive: true, force: true }); // empty (checked above)
      await fsp.rename(from, target);
    }
    makePrivate(dataDir);
    return { manifest, files };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
    unlock();
  }
}
