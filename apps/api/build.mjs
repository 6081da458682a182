// Bundles the API into dist/ (packages stay external) and copies what it reads at run time.
import { build } from 'esbuild';
import fs from 'node:fs';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  // The embedded database's worker thread is its own entry: dist/embedded-worker.js (db/client.ts).
  entryPoints: [
    ...['src/server.ts', 'src/demo.ts'].filter((file) => fs.existsSync(file)),
    { in: 'src/db/embedded-worker.ts', out: 'embedded-worker' },
    // The report PDF's worker thread: dist/report-pdf-worker.js (expense-report/report-pdf-pool.ts).
    { in: 'src/features/expense-report/report-pdf-worker.ts', out: 'report-pdf-worker' },
    // The timesheets' PDF worker thread: dist/timesheet-pdf-worker.js (timesheets/timesheet-pdf-pool.ts).
    { in: 'src/features/timesheets/timesheet-pdf-worker.ts', out: 'timesheet-pdf-worker' },
    // The vault's KDF thread: dist/kdf-worker.js (password-manager/kdf-thread.ts).
    { in: 'src/features/password-manager/kdf-worker.ts', out: 'kdf-worker' },
    // The backup's packing thread: dist/backup-pack-worker.js (features/backups/backup-pack.ts).
    { in: 'src/features/backups/backup-pack-worker.ts', out: 'backup-pack-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The workspace's own contract package is TypeScript: bundle it in.
  alias: { '@app/contract': '../../packages/contract/src' },
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
fs.copyFileSync('src/lib/common-passwords.txt', 'dist/common-passwords.txt');
