/**
 * The audit row of a restore (DECISIONS §12, 'backup-restored'). `npm run restore` works on files,
 * with no database running, and must leave the restored database exactly as the backup holds it;
 * so it leaves a note in the data folder, and the server that first opens the restored database
 * writes the row and removes the note.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { recordAudit, systemActor } from '../audit/audit.queries';

const MARKER = 'restored-backup.json';

type RestoreNote = { file: string; createdAt: string; restoredAt: string };

/** Leaves the note of a restore of `file` (a backup made at `createdAt`) in the data folder. */
export function noteRestore(dataDir: string, file: string, createdAt: string) {
  const note: RestoreNote = {
    file: path.basename(file),
    createdAt,
    restoredAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(dataDir, MARKER), JSON.stringify(note), { mode: 0o600 });
}

/** Writes the audit row of a restore noted in the data folder, once; then removes the note. */
export async function recordNotedRestore(db: Db, dataDir: string): Promise<void> {
  const marker = path.join(dataDir, MARKER);
  let note: RestoreNote;
  try {
    note = JSON.parse(fs.readFileSync(marker, 'utf8')) as RestoreNote;
  } catch {
    return; // no restore to record (or a note no one can read: nothing to say)
  }
  await recordAudit(db, {
    ...systemActor('npm run restore'),
    action: 'backup-restored',
    target: {
      type: 'backup',
      id: String(note.file).slice(0, 200),
      label: `${String(note.file)} (copia del ${String(note.createdAt)})`,
    },
  });
  fs.rmSync(marker, { force: true });
}
