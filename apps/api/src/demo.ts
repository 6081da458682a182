import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { printDemoLogins } from './demo/print-logins';
import { seedDemo } from './demo/seed';
import { createFileService } from './features/files/file-service';
import { appNotebookKeyring } from './features/notebooks/notebooks.queries';
import { loadAppSecret } from './lib/app-secret';
import { appFileLinks } from './lib/file-links';
import { fileStorageOf } from './lib/file-storage';
import { startServer } from './server';

/**
 * `npm run demo`: the product on its own data folder (DATA_DIR, default ./data-demo), filled with
 * realistic demo data on first start, then the demo logins. Everything else is configured as for
 * `npm start`.
 */
try {
  const config = loadConfig({
    // The demo's admin signs in without enrolling a second factor unless told otherwise.
    MFA_REQUIRED_ROLES: '',
    ...process.env,
    DATA_DIR: process.env.DATA_DIR || './data-demo',
  });
  let outcome: 'seeded' | 'skipped' = 'skipped';
  await startServer(config, {
    prepare: async (database) => {
      // The receipts go where the app keeps uploads (the data folder, or PostgreSQL).
      const storage = fileStorageOf(database, config.dataDir);
      const links = appFileLinks(config);
      outcome = await seedDemo(database.db, config.timeZone, {
        files: (tx) => createFileService({ db: tx, storage, links }),
        notebookKeyring: appNotebookKeyring(config),
        appSecret: loadAppSecret(config.appSecret, config.dataDir),
      });
    },
  });
  const where = config.databaseUrl ? 'la base de datos PostgreSQL' : `la carpeta ${config.dataDir}`;
  printDemoLogins(config.appUrl, where, outcome);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar la demo:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}
