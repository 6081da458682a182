/**
 * `npm run verify-records` (DECISIONS §10), with the environment of `npm start`: walks the whole
 * history chain of the attendance record and prints how many rows hold, or names the first row
 * that does not and exits 1. On PostgreSQL (DATABASE_URL) it runs beside the server; the embedded
 * database is one process's, so the server must be stopped first (the command says so).
 */
import fs from 'node:fs';
import path from 'node:path';
import { HISTORY_TEXTS } from '@app/contract/punch-history';
import { ConfigError, loadConfig } from '../../config';
import { openEmbedded, openPostgres, type Database } from '../../db/client';
import { DataDirInUseError, lockDataDir } from '../../db/data-dir-lock';
import { verifyChain, type ChainCheck } from './verify-records';
import { verifyChainParallel } from './verify-records-parallel';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function openDatabase(): Promise<{
  database: Database;
  release: () => void;
  check: () => Promise<ChainCheck>;
}> {
  const config = loadConfig();
  const { databaseUrl } = config;
  if (databaseUrl) {
    // Opened first so that pending migrations are applied; the walk runs a thread per core.
    const database = await openPostgres(databaseUrl);
    return { database, release: () => {}, check: () => verifyChainParallel(databaseUrl) };
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(dbDir)) fail(`No hay ninguna base de datos en ${dbDir}: nada que verificar.`);
  const release = lockDataDir(config.dataDir);
  process.once('exit', release);
  const database = await openEmbedded(dbDir, { socketDir: path.join(config.dataDir, 'run') });
  return { database, release, check: () => verifyChain(database.db) };
}

try {
  const started = Date.now();
  const { database, release, check: walk } = await openDatabase();
  try {
    const check = await walk();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (check.ok) {
      const line = `${HISTORY_TEXTS.verified(check.rows)} (${seconds} s)\n`;
      // Written before exiting: on a pipe, process.exit would drop what is still buffered.
      await new Promise((resolve) => process.stdout.write(line, resolve));
    } else {
      console.error(
        `${HISTORY_TEXTS.broken(check.brokenId)} (${check.why === 'link' ? 'no sigue a la fila anterior' : 'su hash no corresponde a su contenido'}); ` +
          `${check.rows} filas anteriores son correctas.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    release();
  }
  process.exit(process.exitCode ?? 0);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    fail(
      `${error.message}\nLa base de datos integrada es de un solo proceso: detén el servidor y ` +
        'vuelve a ejecutar npm run verify-records.',
    );
  }
  if (error instanceof ConfigError) fail(error.message);
  fail(
    `No se pudo verificar el registro: ${error instanceof Error ? error.message : String(error)}`,
  );
}
