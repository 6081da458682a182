import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const exists = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A process's state letter and start time (clock ticks after boot) from /proc; null elsewhere. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command name) state ppid …": the name may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const started = fields[19]; // field 22 of proc(5): starttime
    return started ? { state: fields[0] ?? '', started } : null;
  } catch {
    return null;
  }
}

/**
 * The lock's content: this process's pid, and on Linux its start time, which tells it apart from
 * a later process that was given the same pid.
 */
const lockContent = (pid: number) => {
  const stat = procStat(pid);
  return stat ? `${pid} ${stat.started}` : String(pid);
};

/**
 * Whether the process named in a lock still runs. A killed process's pid lingers as a zombie until
 * its parent reaps it (a supervisor that restarts the server at once after a SIGKILL), and pids
 * are given again after a reboot or a container restart: neither holds the folder. Where /proc is
 * missing, only the pid's existence is checked.
 */
function lockOwnerAlive(pid: number, started: string | undefined): boolean {
  if (!exists(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return started === undefined || stat.started === started;
}

/**
 * Takes the data folder for this process, so that a second server on the same folder is refused
 * instead of corrupting the embedded database. A lock left by a process that died (killed, even
 * if not yet reaped, or whose pid another process has taken since) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const mine = lockContent(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === mine) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, started] = fs.readFileSync(lockFile, 'utf8').trim().split(' ');
      const owner = Number.parseInt(pid ?? '', 10);
      if (Number.isInteger(owner) && owner !== process.pid && lockOwnerAlive(owner, started)) {
        throw new DataDirInUseError(
          `La carpeta de datos ${dataDir} ya está en uso por otro proceso (pid ${owner}). ` +
            'Detén ese proceso o usa otra carpeta con DATA_DIR.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`No se pudo bloquear la carpeta de datos ${dataDir}.`);
}
