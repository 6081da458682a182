import fs from 'node:fs';
import path from 'node:path';

/** No access for group or others: what DATA_DIR and everything in it must have. */
const OTHERS = 0o077;

/**
 * Makes `dir` (created if missing) and everything under it private to this account: the folder
 * and its subfolders 0700, files without any group or other bit (0600 as a rule). PGlite writes
 * the files of a new embedded database with mode 0666 whatever the umask, and a folder made by an
 * older version, a backup restore or an administrator may be loose too: run at every start, before
 * and after the database opens. Symbolic links are left alone (never followed).
 */
export function makePrivate(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = fs.lstatSync(current, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(current, 0o700);
      for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
    } else if (stat.mode & OTHERS) {
      fs.chmodSync(current, stat.mode & 0o700);
    }
  }
}
