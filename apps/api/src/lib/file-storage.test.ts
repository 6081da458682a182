import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './file-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the local file storage', () => {
  it('makes its folder with the first file, and again when the folder was removed', async () => {
    const dir = path.join(root, 'uploads');
    const storage = localFileStorage(dir);
    await storage.put('1-20260302-I-aa.png', Buffer.from('first'));
    expect((await storage.get('1-20260302-I-aa.png'))?.toString()).toBe('first');

    fs.rmSync(dir, { recursive: true });
    await storage.put('1-20260302-I-bb.png', Buffer.from('second'));
    expect((await storage.get('1-20260302-I-bb.png'))?.toString()).toBe('second');
    expect(await storage.exists('1-20260302-I-aa.png')).toBe(false);
    // Nothing half-written is left beside the files.
    expect(fs.readdirSync(dir)).toEqual(['1-20260302-I-bb.png']);
  });

  it('never writes outside its folder', async () => {
    const storage = localFileStorage(path.join(root, 'safe'));
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(fs.existsSync(path.join(root, 'escape.png'))).toBe(false);
  });
});
