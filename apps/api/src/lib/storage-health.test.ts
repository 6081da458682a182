import os from 'node:os';
import { COMMON_TEXTS } from '@app/contract/common';
import { describe, expect, it } from 'vitest';
import { isStorageFull } from './db-errors';
import { createStorageHealth } from './storage-health';

describe('a full disk', () => {
  it("is told apart from other failures through Drizzle's wrapping", () => {
    const diskFull = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(isStorageFull(new Error('Failed query', { cause: diskFull }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(undefined)).toBe(false);
  });

  it('keeps the instance not ready for 30 s after a refused write, and while space is short', async () => {
    let now = 1_000_000;
    const roomy = createStorageHealth({ dir: os.tmpdir(), minFreeBytes: 1, now: () => now });
    expect(await roomy.problem()).toBeNull();
    roomy.noteFull();
    expect(await roomy.problem()).toBe(COMMON_TEXTS.writesRefused);
    now += 29_000;
    expect(await roomy.problem()).toBe(COMMON_TEXTS.writesRefused);
    now += 2_000;
    expect(await roomy.problem()).toBeNull();
    const cramped = createStorageHealth({
      dir: os.tmpdir(),
      minFreeBytes: Number.MAX_SAFE_INTEGER,
    });
    expect(await cramped.problem()).toBe(COMMON_TEXTS.lowDiskSpace);
  });
});
