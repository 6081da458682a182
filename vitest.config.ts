import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API's slow suites, each a minute or more: the server as a child process (durability, the
 * data folder) and the bad-input property runs. Their own project `api-slow`, which `.ci/run`
 * runs on both databases; `npm test` runs the rest (docs/decisions/027).
 */
const API_SLOW = [
  // issue 28: bursts of codes, tickets and setups on two instances (37 s embedded, 60 s PostgreSQL)
  'test/sign-in-attack.test.ts',
  // issue 28: an OpenID provider started for every route and every bad input (39 s, 12 s)
  'test/bad-input-sign-in.test.ts',
  'test/authorization-matrix-sign-in.test.ts',
  // issue 28: the server as a process under faketime, signing in with codes of its faked time
  'test/mfa-faketime.test.ts',
  'test/durability.test.ts',
  'test/data-dir.test.ts',
  'test/bad-input.test.ts',
  'src/features/shifts/shifts-bad-input.test.ts',
  'src/features/punches/punches-bad-input.test.ts',
  'src/features/finance/finance-bad-input.test.ts',
  'src/features/notebooks/notebooks-bad-input.test.ts',
  'src/features/password-manager/password-manager-bad-input.test.ts',
  'src/features/punch-corrections/punch-corrections-bad-input.test.ts',
  'src/features/punch-exceptions/punch-exceptions-bad-input.test.ts',
  'src/features/notifications/notifications-bad-input.test.ts',
  'src/features/absences/absences-bad-input.test.ts',
  'src/features/holidays/holidays-bad-input.test.ts',
  'src/features/timesheets/timesheets-bad-input.test.ts',
  // absences, balances, holidays and timesheets attacked from outside (issue 27)
  'test/absences-attack.test.ts',
  // two servers as child processes on one PostgreSQL database (issue 11 §11)
  'test/instances.test.ts',
  // backup and restore of the embedded database with server processes (issue 15)
  'test/backup-restore.test.ts',
  // issue 28: who made a backup, with a real backup of the embedded database each (18 s)
  'src/features/backups/backup-audit.test.ts',
  'test/old-backup-restore.test.ts',
  // the scheduled jobs during a burst: a server under faketime, backups, killed connections
  'test/jobs-under-load.test.ts',
  // a full disk under a server process (a tmpfs of its own)
  'test/full-disk.test.ts',
  // a forgotten exit with the server process under faketime, two days (issue 26)
  'test/punches-faketime.test.ts',
];

const api = {
  root: './apps/api',
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // Files share their worker process (one import of the app, one compile of PGlite's WebAssembly);
  // each still gets its own database and app, and no test relies on module state.
  isolate: false,
  // One migrated database, made once; each test file starts from a copy (test/global-setup.ts).
  globalSetup: ['./test/global-setup.ts'],
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...api,
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_SLOW],
        },
      },
      {
        test: { ...api, name: 'api-slow', include: API_SLOW },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
