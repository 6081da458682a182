/**
 * The notification list, reading one and all, and the mail preference (DECISIONS §10), as the
 * signed-in user calls them: their own only, another user's id a 404, the bell's unread count.
 */
import { NOTIFICATION_TEXTS, type Notification } from '@app/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { expectErrorBody } from '../../../test/api-checks';
import { createTestApp, type TestApp } from '../../../test/test-app';

const NOW = new Date('2026-03-18T12:00:00+01:00');

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['signIn']>>;
let ana: Session;
let bruno: Session;
const ids: number[] = [];
let brunoId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  ana = await t.signIn('usuario');
  bruno = await t.signIn('office');
  for (let i = 1; i <= 3; i++) {
    const [row] = await t.db
      .insert(notifications)
      .values({
        userId: ana.id,
        kind: 'correction-decided',
        title: `Aviso ${i}`,
        body: `Texto ${i}`,
        link: '/punches?vista=correcciones',
        createdAt: new Date(NOW.getTime() - (4 - i) * 3_600_000),
      })
      .returning();
    ids.push(row!.id);
  }
  const [other] = await t.db
    .insert(notifications)
    .values({
      userId: bruno.id,
      kind: 'correction-requested',
      title: 'De Bruno',
      body: 'x',
      link: '/punches?vista=correcciones',
      createdAt: NOW,
    })
    .returning();
  brunoId = other!.id;
});
afterAll(() => t.close());

type ListBody = { success: true; data: Notification[]; totalItems: number; unread: number };
const get = (session: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: session.headers });
const post = (session: Session, url: string) =>
  t.app.inject({ method: 'POST', url, headers: session.headers });

describe('GET /api/notifications', () => {
  it("lists the user's own, newest first, with the unread count", async () => {
    const response = await get(ana);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ListBody>();
    expect(body.data.map((n) => n.title)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
    expect(body.totalItems).toBe(3);
    expect(body.unread).toBe(3);
    expect(body.data[0]).toEqual({
      id: ids[2],
      kind: 'correction-decided',
      title: 'Aviso 3',
      body: 'Texto 3',
      link: '/punches?vista=correcciones',
      createdAt: '2026-03-18T11:00:00+01:00',
      readAt: null,
    });
    const page = (await get(ana, '?page=2&limit=2')).json<ListBody>();
    expect(page.data.map((n) => n.title)).toEqual(['Aviso 1']);
    expect(page.totalItems).toBe(3);
  });

  it('refuses a wrong filter in Spanish', async () => {
    expectErrorBody(await get(ana, '?unread=si'), { status: 400 });
    expectErrorBody(await get(ana, '?limit=1000'), { status: 400 });
  });
});

describe('POST /api/notifications/{id}/read and /read-all', () => {
  it('marks one read, keeps its first reading time, and lists unread only on request', async () => {
    const response = await post(ana, `/api/notifications/${ids[0]}/read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: NOTIFICATION_TEXTS.read,
      data: { id: ids[0], readAt: '2026-03-18T12:00:00+01:00' },
    });
    expect((await post(ana, `/api/notifications/${ids[0]}/read`)).statusCode).toBe(200);
    const unread = (await get(ana, '?unread=true')).json<ListBody>();
    expect(unread.data.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect(unread.totalItems).toBe(2);
    expect(unread.unread).toBe(2);
    expect((await get(ana, '?unread=false')).json<ListBody>().totalItems).toBe(3);
  });

  it("answers another user's notification and an unknown id as not found", async () => {
    expectErrorBody(await post(ana, `/api/notifications/${brunoId}/read`), {
      status: 404,
      message: NOTIFICATION_TEXTS.notFound,
    });
    expectErrorBody(await post(ana, '/api/notifications/999999/read'), { status: 404 });
    expectErrorBody(await post(ana, '/api/notifications/abc/read'), { status: 400 });
    const bruno1 = (await get(bruno)).json<ListBody>();
    expect(bruno1.data.map((n) => n.title)).toEqual(['De Bruno']);
    expect(bruno1.unread).toBe(1);
  });

  it("marks all of the user's own read, and only theirs", async () => {
    const response = await post(ana, '/api/notifications/read-all');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: NOTIFICATION_TEXTS.allRead,
      count: 2,
    });
    expect((await get(ana)).json<ListBody>().unread).toBe(0);
    expect((await get(bruno)).json<ListBody>().unread).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/api/notifications' }), {
      status: 401,
    });
    expectErrorBody(await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' }), {
      status: 401,
    });
  });
});

describe('/api/users/me/preferences', () => {
  const patch = (session: Session, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/preferences',
      headers: session.headers,
      payload: payload as object,
    });
  const read = (session: Session) =>
    t.app.inject({ method: 'GET', url: '/api/users/me/preferences', headers: session.headers });

  it('reads mail on by default, turns it off and on again, for the signed-in user only', async () => {
    expect((await read(ana)).json()).toEqual({
      success: true,
      data: { emailNotifications: true },
    });
    const off = await patch(ana, { emailNotifications: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: NOTIFICATION_TEXTS.preferencesSaved,
      data: { emailNotifications: false },
    });
    expect((await read(ana)).json().data).toEqual({ emailNotifications: false });
    expect((await read(bruno)).json().data).toEqual({ emailNotifications: true });
    await patch(ana, { emailNotifications: true });
    expect((await read(ana)).json().data).toEqual({ emailNotifications: true });
  });

  it('refuses a missing or wrong value in Spanish', async () => {
    expectErrorBody(await patch(ana, {}), { status: 400 });
    expectErrorBody(await patch(ana, { emailNotifications: 'no' }), { status: 400 });
    expectErrorBody(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/preferences',
        payload: { emailNotifications: true },
      }),
      { status: 401 },
    );
  });
});
