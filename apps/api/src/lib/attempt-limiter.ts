/**
 * Counts failed attempts per key (an account, for instance) in a sliding window. Per-IP limits
 * are @fastify/rate-limit's; this one follows an account whatever the IP.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number }) {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (attempts.get(key) ?? []).filter((time) => now - time < options.windowMs);
  return {
    isBlocked(key: string): boolean {
      return recent(key, Date.now()).length >= options.max;
    },
    fail(key: string) {
      const now = Date.now();
      attempts.set(key, [...recent(key, now), now]);
      if (attempts.size > 10_000) {
        for (const [stale, times] of attempts) {
          if (times.every((time) => now - time >= options.windowMs)) attempts.delete(stale);
        }
      }
    },
    reset(key: string) {
      attempts.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
