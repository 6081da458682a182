/**
 * At most `limit` tasks at a time, the others waiting in arrival order: for work that would crowd
 * out everything else when many start at once (a memory-hard KDF takes a core and 64 MiB each).
 */
export function concurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks started and not finished, and tasks waiting for a turn. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
