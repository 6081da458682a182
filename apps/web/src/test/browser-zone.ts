import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * Runs the enclosing `describe` as a browser in `zone` (the process's TZ), restoring it after, and
 * the real clock after each test: for tests of the company's time seen from another zone.
 */
export function inBrowserZone(zone: string) {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
