import fs from 'node:fs/promises';
import { COMMON_TEXTS } from '@app/contract/common';

/** How long after a write refused for lack of space the instance still reports it. */
const REFUSED_FOR_MS = 30_000;

export type StorageHealth = {
  /** A write has just failed for lack of disk space (lib/db-errors.ts isStorageFull). */
  noteFull: () => void;
  /**
   * Why this instance should not take writes now, in Spanish, or null: the data folder's free
   * space under the minimum, or a write refused for lack of space within the last 30 seconds (on
   * PostgreSQL, the database server's disk).
   */
  problem: () => Promise<string | null>;
};

/** Watches the free space of `dir` and the writes refused for lack of it (issue 23 §4). */
export function createStorageHealth(options: {
  dir: string;
  minFreeBytes: number;
  now?: () => number;
}): StorageHealth {
  const now = options.now ?? Date.now;
  let fullAt = Number.NEGATIVE_INFINITY;
  return {
    noteFull: () => {
      fullAt = now();
    },
    async problem() {
      if (now() - fullAt < REFUSED_FOR_MS) return COMMON_TEXTS.writesRefused;
      if (options.minFreeBytes === 0) return null;
      const stats = await fs.statfs(options.dir).catch(() => null); // a folder it cannot read
      if (stats && stats.bavail * stats.bsize < options.minFreeBytes) {
        return COMMON_TEXTS.lowDiskSpace;
      }
      return null;
    },
  };
}
