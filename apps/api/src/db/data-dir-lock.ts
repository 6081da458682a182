import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process, so that a second server on the same folder is refused
 * instead of corrupting the embedded database. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
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
