/**
 * `npm run backup` with DATABASE_URL (issue 15): the database belongs to its server's own backups.
 * When `pg_dump` is installed, one dump in its custom format (uploaded files live in the database,
 * so it holds everything), written under a temporary name and renamed when complete; otherwise an
 * explanation of the server's own ways (README, 'Backups').
 */
import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { fail, formatSize, say } from './cli-output';

const DUMP_NAME = /^backoffice-.+\.dump$/;

export const PG_DUMP_MISSING =
  'Con DATABASE_URL la base de datos es un servidor PostgreSQL y sus copias son las del servidor:\n' +
  '  - instala las herramientas cliente de PostgreSQL (pg_dump, de la misma versión o más nueva que el\n' +
  '    servidor) y repite `npm run backup`, o ejecuta tú mismo\n' +
  '    pg_dump --format=custom --file=copia.dump "$DATABASE_URL";\n' +
  '  - o usa la recuperación a un punto en el tiempo (PITR) o las copias automáticas de tu proveedor.\n' +
  'Los archivos subidos están en la base de datos: una copia de la base de datos lo contiene todo.\n' +
  'Guarda la clave secreta (APP_SECRET) aparte de las copias. Más en el README, «Copias de seguridad».';

export async function pgDumpBackup(config: Config) {
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) fail(`pg_dump no está instalado.\n${PG_DUMP_MISSING}`);
  // The password goes in the child's environment, never on its command line (visible in `ps`).
  const url = new URL(config.databaseUrl!);
  const password = decodeURIComponent(url.password);
  url.password = '';
  await fsp.mkdir(config.backupDir, { recursive: true, mode: 0o700 });
  const fileName = `backoffice-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`;
  const partial = path.join(config.backupDir, `.partial-${process.pid}-${fileName}`);
  const file = path.join(config.backupDir, fileName);
  const dump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url.toString()}`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
    },
  );
  if (dump.status !== 0) {
    await fsp.rm(partial, { force: true });
    fail(`pg_dump falló (código ${dump.status ?? dump.signal}); no se escribió ninguna copia.`);
  }
  await fsp.chmod(partial, 0o600);
  const handle = await fsp.open(partial, 'r');
  await handle.sync();
  await handle.close();
  await fsp.rename(partial, file);
  const names = (await fsp.readdir(config.backupDir)).filter((n) => DUMP_NAME.test(n)).sort();
  for (const old of names.slice(0, Math.max(0, names.length - config.backupKeep))) {
    await fsp.rm(path.join(config.backupDir, old), { force: true });
  }
  const { size } = await fsp.stat(file);
  say(
    `Copia hecha con ${probe.stdout.trim()} (formato custom; contiene también los archivos subidos):\n` +
      `  ${file} (${formatSize(size)})\n` +
      'Se restaura con: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ' +
      `${file}\nGuarda la clave secreta (APP_SECRET) aparte de las copias.`,
  );
}
