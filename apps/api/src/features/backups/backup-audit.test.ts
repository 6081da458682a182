/**
 * Backups in the audit log (DECISIONS §12): a backup made writes 'backup-made' with who asked
 * (the admin of 'Hacer copia ahora', the daily job, the command), a failed one a 'failed' row, and
 * the server that first opens a restored database writes 'backup-restored' once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { compiledPglite } from '../../../test/test-database';
import { createBackups } from './make-backup';
import { noteRestore } from './restore-marker';

let root: string;
let dataDir: string;
let database: Database;
const secret = 'b'.repeat(64);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-audit-'));
  dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  database = await openEmbedded(path.join(dataDir, 'db'), { wasmModule: await compiledPglite() });
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const rowsOf = (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('backups in the audit log', () => {
  it('records who made a backup, and a failed one as failed', async () => {
    const backups = createBackups({
      database,
      config: { dataDir, backupDir: path.join(root, 'backups'), backupKeep: 3 },
      secret,
    });
    const by = { actor: { id: 7, label: 'Ana Admin' }, address: '203.0.113.9' };
    const made = await backups.run('on-demand', undefined, by);
    const [row] = await rowsOf('backup-made');
    expect(row).toMatchObject({
      actorId: 7,
      actorLabel: 'Ana Admin',
      address: '203.0.113.9',
      targetType: 'backup',
      targetId: made.fileName,
      outcome: 'ok',
    });

    await backups.run('scheduled');
    expect((await rowsOf('backup-made'))[0]).toMatchObject({
      actorId: null,
      actorLabel: 'Copia diaria',
      outcome: 'ok',
    });

    // A backup folder that is a file: the run fails, and says so.
    const blocked = path.join(root, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const failing = createBackups({
      database,
      config: { dataDir, backupDir: blocked, backupKeep: 3 },
      secret,
    });
    await expect(failing.run('on-demand')).rejects.toThrow();
    expect((await rowsOf('backup-made'))[0]).toMatchObject({
      actorLabel: 'npm run backup',
      outcome: 'failed',
    });
    expect((await rowsOf('backup-made')).filter((r) => r.outcome === 'ok')).toHaveLength(2);
  }, 60_000);

  it('records a restore once, when the server first opens the restored database', async () => {
    noteRestore(
      dataDir,
      '/copias/backoffice-2026-11-01T03-00-00-000Z.backup',
      '2026-11-01T03:00:00Z',
    );
    const backups = createBackups({
      database,
      config: { dataDir, backupDir: path.join(root, 'backups'), backupKeep: 3 },
      secret,
    });
    await backups.run('on-demand'); // runs after the restore's row is written
    const rows = await rowsOf('backup-restored');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorLabel: 'npm run restore',
      targetType: 'backup',
      targetId: 'backoffice-2026-11-01T03-00-00-000Z.backup',
      outcome: 'ok',
    });
    expect(fs.existsSync(path.join(dataDir, 'restored-backup.json'))).toBe(false);
    createBackups({
      database,
      config: { dataDir, backupDir: path.join(root, 'backups'), backupKeep: 3 },
      secret,
    });
    await backups.run('on-demand');
    expect(await rowsOf('backup-restored')).toHaveLength(1);
  }, 60_000);
});
