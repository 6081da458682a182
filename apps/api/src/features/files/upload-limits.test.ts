/**
 * Per-user upload limits: a rate, and a cap on photos that no punch holds yet, counted in the
 * database, so that no one fills the disk with photos (issue: 50 × 1 MB in half a second).
 */
import { FILE_TEXTS } from '@app/contract/files';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShift } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pngUpload } from '../../../test/multipart';
import { buildApp } from '../../app';
import { files } from '../../db/schema/index';

let pending: TestApp; // at most 3 photos no punch holds
let rated: TestApp; // at most 4 uploads a minute
beforeAll(async () => {
  pending = await createTestApp({
    env: { UPLOAD_PENDING_LIMIT: '3', UPLOAD_RATE_LIMIT: '100' },
  });
  rated = await createTestApp({ env: { UPLOAD_PENDING_LIMIT: '100', UPLOAD_RATE_LIMIT: '4' } });
});
afterAll(async () => {
  await pending?.close();
  await rated?.close();
});

type Session = Awaited<ReturnType<TestApp['signIn']>>;
const upload = (t: TestApp | { app: TestApp['app'] }, user: Session) => {
  const body = pngUpload('foto.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
};

const refusedBody = {
  success: false,
  message: FILE_TEXTS.tooManyUploads,
  error: { code: 'RATE_LIMITED', message: FILE_TEXTS.tooManyUploads },
};

describe('photos no punch holds, per user', () => {
  it('refuses the upload beyond the cap with 429, and takes one again once a punch uses a photo', async () => {
    const user = await pending.signIn('usuario');
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await upload(pending, user);
      expect(response.statusCode, response.body).toBe(201);
      keys.push(response.json<{ key: string }>().key);
    }
    const refused = await upload(pending, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusedBody);
    // Another user is not affected.
    const other = await pending.signIn('usuario');
    expect((await upload(pending, other)).statusCode).toBe(201);

    // The user punches in with one of the photos: it is no longer pending.
    const now = Date.now();
    await insertShift(pending.db, {
      userId: user.id,
      startAt: new Date(now - 3_600_000),
      endAt: new Date(now + 7 * 3_600_000),
      timeZone: 'Europe/Madrid',
    });
    const punch = await pending.app.inject({
      method: 'POST',
      url: '/api/punches/add',
      headers: user.headers,
      payload: { type: 'I', img: keys[0] },
    });
    expect(punch.statusCode, punch.body).toBe(201);
    expect((await upload(pending, user)).statusCode).toBe(201);
    expect((await upload(pending, user)).statusCode).toBe(429);
  });

  it('holds under concurrent uploads, and counts across instances on one database', async () => {
    const user = await pending.signIn('usuario');
    const second = await buildApp({
      config: pending.app.config,
      database: {
        db: pending.db,
        kind: 'postgres',
        ping: async () => undefined,
        rawQuery: async () => [],
        close: async () => undefined,
      },
      logger: false,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => upload(i % 2 ? { app: second } : pending, user)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    } finally {
      await second.close();
    }
  });

  it('stops counting a photo once the orphan sweep may remove it (a day later)', async () => {
    const user = await pending.signIn('usuario');
    for (let i = 0; i < 3; i++) expect((await upload(pending, user)).statusCode).toBe(201);
    expect((await upload(pending, user)).statusCode).toBe(429);
    await pending.db
      .update(files)
      .set({ createdAt: sql`${files.createdAt} - interval '24 hours 1 second'` })
      .where(sql`${files.ownerId} = ${user.id}`);
    expect((await upload(pending, user)).statusCode).toBe(201);
  });
});

describe('uploads per minute, per user', () => {
  it('refuses the upload beyond the rate with 429 until the minute has passed', async () => {
    const user = await rated.signIn('usuario');
    for (let i = 0; i < 4; i++) expect((await upload(rated, user)).statusCode).toBe(201);
    const refused = await upload(rated, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusedBody);
    expect((await rated.signIn('usuario').then((other) => upload(rated, other))).statusCode).toBe(
      201,
    );
    await rated.db
      .update(files)
      .set({ createdAt: sql`${files.createdAt} - interval '61 seconds'` })
      .where(sql`${files.ownerId} = ${user.id}`);
    expect((await upload(rated, user)).statusCode).toBe(201);
  });
});
