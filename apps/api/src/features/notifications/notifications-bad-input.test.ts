/**
 * Whatever a caller sends to the notification calls, the answer is never a 5xx: the list's query
 * and the preference's body the contract refuses are a Spanish 400 that changes nothing; an id
 * that is not one of the caller's is a 400 or 404.
 */
import { notificationListQuerySchema, preferencesSchema } from '@app/contract/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import { expectErrorBody } from '../../../test/api-checks';
import {
  badInputProperties,
  tryArbitraryBodies,
  tryEveryWrongField,
} from '../../../test/body-properties';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let headers: Record<string, string>;
let userId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signIn('usuario');
  headers = user.headers;
  userId = user.id;
  await t.db.insert(notifications).values({
    userId,
    kind: 'forgotten-exit',
    title: 'Salida sin registrar',
    body: 'Tienes una salida sin registrar.',
    link: '/?correccion=1',
    createdAt: new Date(),
  });
});
afterAll(() => t.close());

const TEXTS = ['\u0000', "'; DROP TABLE notifications; --", 'Ñandú 🚀', 'TRUE', '1', '-1', '1e3'];

/** A query string from field values (arrays as repeated keys). */
function queryOf(payload: unknown): string {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return `?${encodeURIComponent(JSON.stringify(payload) ?? '')}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      params.append(
        key,
        typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one),
      );
    }
  }
  return `?${params.toString()}`;
}

describe('GET /api/notifications with bad input', () => {
  const valid = () => ({ unread: 'true', page: 1, limit: 10 });
  const check = async (payload: unknown) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notifications${queryOf(payload)}`,
      headers,
    });
    if (response.statusCode === 200) {
      expect(response.json()).toMatchObject({ success: true, unread: 1 });
    } else {
      expectErrorBody(response, { status: 400 });
    }
  };

  it('answers the valid query', async () => {
    expect(notificationListQuerySchema.safeParse(valid()).success).toBe(true);
    await check(valid());
  });

  it('answers every wrong value of every field with a success or a Spanish 400', async () => {
    await tryEveryWrongField(valid, TEXTS, check);
  });

  it('never answers a 5xx to arbitrary queries (property)', async () => {
    await tryArbitraryBodies(valid, TEXTS, check);
  });
});

describe('POST /api/notifications/{id}/read with bad ids', () => {
  it('answers a Spanish 400 or 404 and reads nothing', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648', '99999999999', '%00', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers,
      });
      expectErrorBody(response, { status: [400, 404] });
    }
    const [row] = await t.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(row?.readAt).toBeNull();
  });

  it('ignores a body on read and read-all', async () => {
    for (const url of ['/api/notifications/read-all', '/api/notifications/999/read']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"unread": [1, 2]}',
      });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('PATCH /api/users/me/preferences with bad input', () => {
  badInputProperties(
    {
      method: 'PATCH',
      url: () => '/api/users/me/preferences',
      valid: () => ({ emailNotifications: false }),
      schema: preferencesSchema,
    },
    {
      texts: TEXTS,
      send: (body) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/users/me/preferences',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }),
      state: async () => {
        const [row] = await t.db
          .select({ on: users.emailNotifications })
          .from(users)
          .where(eq(users.id, userId));
        return row?.on;
      },
      refused: (response) => expectErrorBody(response, { status: 400 }),
    },
  );
});
