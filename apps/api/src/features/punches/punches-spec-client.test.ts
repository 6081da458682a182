/**
 * A client that speaks SPEC §7 exactly (DECISIONS §5): photos uploaded with the `file` field
 * alone, punches sent without `type` with the legacy fields of the seed's client, and each
 * route's own answers (the upload's `link`, the break's `breakId`) fed back to it.
 */
import { calendarDateId } from '@app/contract/dates';
import { PUNCH_TEXTS, type AddPunchResponse } from '@app/contract/punches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyClock } from '../../lib/time';
import { expectErrorBody } from '../../../test/api-checks';
import { insertShift } from '../../../test/factories';
import { multipart, TINY_PNG } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const clock = companyClock('Europe/Madrid');
let t: TestApp;
let current = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => current });
});
afterAll(() => t.close());

const setClock = (wallClock: string) => {
  current = clock.instantOf(wallClock);
};
/** The upload as the seed's client sends it: the `file` field alone. */
const upload = async (session: Session) => {
  const body = multipart([{ name: 'file', filename: 'webcam.png', data: TINY_PNG }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...(await t.freshHeaders(session)), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ link: string; key: string }>();
};
const add = async (session: Session, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/punches/add',
    headers: await t.freshHeaders(session),
    payload,
  });
const added = async (session: Session, payload: Record<string, unknown>) => {
  const response = await add(session, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AddPunchResponse>();
};

describe('POST /api/punches/add as SPEC §7 sends it', () => {
  it('punches a whole day without type, with photos uploaded without an action', async () => {
    const user = await t.signIn('usuario');
    const day = '2030-09-03';
    const legacy = { userId: user.id, calendarDateId: calendarDateId(day) };
    await insertShift(t.db, {
      userId: user.id,
      startAt: clock.instantOf(`${day} 08:00`),
      endAt: clock.instantOf(`${day} 17:00`),
    });
    setClock(`${day} 07:55`);
    const entryPhoto = await upload(user);
    expect(entryPhoto.key).toMatch(new RegExp(`^${user.id}-\\d{8}-IO-[0-9a-f]{16}\\.png$`));
    const punchIn = await added(user, {
      ...legacy,
      imgIn: entryPhoto.link,
      dateIn: `${day} 07:55`,
      notesIn: 'Entrando',
    });
    expect(punchIn).toMatchObject({
      type: 'I',
      message: PUNCH_TEXTS.in,
      data: { notesIn: 'Entrando', dateIn: '2030-09-03T07:55:00+02:00' },
    });
    expect(punchIn.data.imgIn).toContain(`/api/files/${entryPhoto.key}?expires=`);

    setClock(`${day} 10:00`);
    const breakIn = await added(user, { ...legacy, breakIn: `${day} 10:00`, breakType: 'break' });
    expect(breakIn).toMatchObject({ type: 'BI', message: PUNCH_TEXTS.breakIn });
    setClock(`${day} 10:15`);
    const breakOut = await added(user, {
      ...legacy,
      breakOut: `${day} 10:15`,
      breakId: breakIn.breakId,
      breakType: 'break',
    });
    expect(breakOut).toMatchObject({ type: 'BO', breakId: breakIn.breakId });

    setClock(`${day} 13:00`);
    const lunchIn = await added(user, { ...legacy, breakIn: `${day} 13:00`, breakType: 'lunch' });
    expect(lunchIn).toMatchObject({ type: 'LI', message: PUNCH_TEXTS.lunchIn });
    // The end of the lunch sent with its breakId but no breakType ends the open lunch.
    setClock(`${day} 13:30`);
    const lunchOut = await added(user, {
      ...legacy,
      breakOut: `${day} 13:30`,
      breakId: lunchIn.breakId,
    });
    expect(lunchOut).toMatchObject({ type: 'LO', breakId: lunchIn.breakId });
    setClock(`${day} 13:31`);
    expectErrorBody(await add(user, { ...legacy, breakIn: `${day} 13:31`, breakType: 'lunch' }), {
      status: 409,
      message: PUNCH_TEXTS.oneLunch,
    });
    expectErrorBody(await add(user, { ...legacy, breakIn: `${day} 13:31`, breakType: 'siesta' }), {
      status: 400,
      message: PUNCH_TEXTS.badBreakType,
    });

    setClock(`${day} 17:05`);
    // The entry photo serves one event only; a second photo without an action serves the exit.
    expectErrorBody(await add(user, { ...legacy, notesOut: 'Salida', dateOut: '17:05' }), {
      status: 400,
    });
    expectErrorBody(
      await add(user, { ...legacy, imgOut: entryPhoto.link, dateOut: `${day}T17:05` }),
      {
        status: 409,
        message: PUNCH_TEXTS.imageUsed,
      },
    );
    const exitPhoto = await upload(user);
    const punchOut = await added(user, {
      ...legacy,
      imgOut: exitPhoto.key,
      dateOut: `${day} 17:05`,
      notesOut: 'Saliendo',
    });
    expect(punchOut).toMatchObject({
      type: 'O',
      message: PUNCH_TEXTS.out,
      data: {
        id: punchIn.data.id,
        notesOut: 'Saliendo',
        dateOut: '2030-09-03T17:05:00+02:00',
        workedHours: 8.42,
      },
    });
    expect(punchOut.data.imgOut).toContain(`/api/files/${exitPhoto.key}?expires=`);
    expect(punchOut.data.breaks.map((entry) => entry.type)).toEqual(['break', 'lunch']);
  });

  it('reads an empty JSON body as no body: a Punch In, then refused as a repeat day', async () => {
    const admin = await t.signIn('admin');
    setClock('2030-09-05 09:00');
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/punches/add',
        headers: { ...(await t.freshHeaders(admin)), 'content-type': 'application/json' },
        payload: '',
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AddPunchResponse>()).toMatchObject({ type: 'I', message: PUNCH_TEXTS.in });
    // Minutes later the same empty body is judged on the state: the day is open, not a new entry.
    setClock('2030-09-05 09:10');
    expect((await send()).statusCode).toBe(409);
  });

  it("refuses someone else's link, a link to no photo and a photo used already", async () => {
    const owner = await t.signIn('usuario');
    const other = await t.signIn('admin');
    setClock('2030-09-04 09:00');
    const photo = await upload(owner);
    expectErrorBody(await add(other, { imgIn: photo.link }), {
      status: 400,
      message: PUNCH_TEXTS.badImage,
    });
    for (const imgIn of ['https://evil.example/foto.png', '/api/files/../../secret?x=1', 'foto']) {
      expectErrorBody(await add(other, { imgIn }), { status: 400 });
    }
    // An absolute link to the photo is the same photo.
    const mine = await upload(other);
    const absolute = `http://app.test${mine.link}`;
    expect((await added(other, { imgIn: absolute })).type).toBe('I');
  });
});
