import { PUNCH_TEXTS, type AddPunchResponse, type Punch } from '@app/contract/punches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { punchesTestKit, type PunchesKit } from '../../../test/kits/punches-test-kit';

let k: PunchesKit;
beforeAll(async () => {
  k = await punchesTestKit();
});
afterAll(() => k.close());

const body = (response: { json: <T>() => T }) => response.json<AddPunchResponse>();

describe('POST /api/punches/add over HTTP', () => {
  it('refuses Punch In without a published shift today, except for admin', async () => {
    const usuario = await k.newUser('usuario');
    const noShift = await k.punch(usuario, { type: 'I' });
    expectErrorBody(noShift, { status: 409, code: 'CONFLICT', message: PUNCH_TEXTS.noShift });
    const office = await k.newUser('office');
    expectErrorBody(await k.punch(office, { type: 'I' }), {
      status: 409,
      message: PUNCH_TEXTS.noShift,
    });
    // A draft shift is not enough.
    await k.addShift(usuario.id, new Date(), new Date(Date.now() + 3_600_000), {
      published: false,
    });
    expectErrorBody(await k.punch(usuario, { type: 'I' }), {
      status: 409,
      message: PUNCH_TEXTS.noShift,
    });
    expect(await k.punchesOf(usuario.id)).toHaveLength(0);

    const admin = await k.newUser('admin');
    const response = await k.punch(admin, { type: 'I' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('records I, BI, BO, LI, LO and O with the server time and the SPEC §8 texts', async () => {
    const user = await k.newUser('usuario', 'Paula Punch');
    await k.shiftNow(user.id);
    const before = Date.now();
    // Client times are ignored.
    const inResponse = await k.punch(user, {
      type: 'I',
      notes: '  Llego  ',
      dateIn: '2001-01-01 00:00',
      userId: 999,
      calendarDateId: 20010101,
    });
    expect(inResponse.statusCode, inResponse.body).toBe(201);
    const punchIn = body(inResponse);
    expect(punchIn).toMatchObject({ success: true, type: 'I', message: PUNCH_TEXTS.in });
    expect(punchIn.data).toMatchObject({
      userId: user.id,
      user: 'Paula Punch',
      dateOut: null,
      notesIn: 'Llego',
      imgIn: null,
      breaks: [],
      workedHours: null,
    });
    expect(punchIn.data.shift).not.toBeNull();
    expect(new Date(punchIn.data.dateIn).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(punchIn.data.dateIn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

    const bi = body(await k.punch(user, { type: 'BI' }));
    expect(bi).toMatchObject({
      type: 'BI',
      message: PUNCH_TEXTS.breakIn,
      breakId: expect.any(Number),
    });
    expect(bi.data.breaks).toEqual([
      {
        id: bi.breakId,
        type: 'break',
        breakIn: expect.any(String),
        breakOut: null,
        breakDuration: null,
      },
    ]);

    // Punch Out with an open break is refused; so is a lunch while the break is open.
    expectErrorBody(await k.punch(user, { type: 'O' }), {
      status: 409,
      message: PUNCH_TEXTS.outWithBreak,
    });
    expectErrorBody(await k.punch(user, { type: 'LI' }), {
      status: 409,
      message: PUNCH_TEXTS.breakOpen,
    });
    expectErrorBody(await k.punch(user, { type: 'LO' }), {
      status: 409,
      message: PUNCH_TEXTS.noOpenLunch,
    });

    const bo = body(await k.punch(user, { type: 'BO' }));
    expect(bo).toMatchObject({ type: 'BO', message: PUNCH_TEXTS.breakOut, breakId: bi.breakId });
    expect(bo.data.breaks[0]!.breakOut).not.toBeNull();
    expect(bo.data.breaks[0]!.breakDuration).toBe(0);

    const li = body(await k.punch(user, { type: 'LI' }));
    expect(li).toMatchObject({ type: 'LI', message: PUNCH_TEXTS.lunchIn });
    expectErrorBody(await k.punch(user, { type: 'O' }), {
      status: 409,
      message: PUNCH_TEXTS.outWithBreak,
    });
    const lo = body(await k.punch(user, { type: 'LO' }));
    expect(lo).toMatchObject({ type: 'LO', message: PUNCH_TEXTS.lunchOut, breakId: li.breakId });

    const out = await k.punch(user, { type: 'O', notes: 'Me voy' });
    expect(out.statusCode, out.body).toBe(201);
    const punchOut = body(out);
    expect(punchOut).toMatchObject({ type: 'O', message: PUNCH_TEXTS.out });
    expect(punchOut.data).toMatchObject({
      id: punchIn.data.id,
      notesOut: 'Me voy',
      workedHours: 0,
    });
    expect(punchOut.data.dateOut).not.toBeNull();
    expect(punchOut.data.breaks.map((entry) => entry.type)).toEqual(['break', 'lunch']);

    // The day is complete: no second punch, no breaks after it. A Punch In seconds after the
    // Punch Out is no repeat of anything (DECISIONS §5): it is refused, not answered 200.
    expectErrorBody(await k.punch(user, { type: 'I' }), {
      status: 409,
      message: PUNCH_TEXTS.dayComplete,
    });
    expect(await k.punchesOf(user.id)).toHaveLength(1);
  });

  it('refuses breaks and Punch Out without an open punch', async () => {
    const user = await k.newUser('usuario');
    for (const type of ['O', 'BI', 'BO', 'LI', 'LO'] as const) {
      expectErrorBody(await k.punch(user, { type }), {
        status: 409,
        code: 'CONFLICT',
        message: PUNCH_TEXTS.noOpenPunch,
      });
    }
  });

  it('records 10 concurrent identical requests once, with or without an Idempotency-Key', async () => {
    const user = await k.newUser('usuario');
    await k.shiftNow(user.id);
    const withKey = await Promise.all(
      Array.from({ length: 10 }, () =>
        k.punch(user, { type: 'I' }, { 'idempotency-key': 'clave-1' }),
      ),
    );
    expect(withKey.map((r) => r.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    const ids = new Set(withKey.map((r) => body(r).data.id));
    expect(ids.size).toBe(1);
    expect(await k.punchesOf(user.id)).toHaveLength(1);

    const breaks = await Promise.all(
      Array.from({ length: 10 }, () => k.punch(user, { type: 'BI' })),
    );
    expect(breaks.map((r) => r.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(breaks.map((r) => body(r).breakId)).size).toBe(1);
    const [latest] = (await k.call(user, 'GET', `/api/punches/${user.id}`)).json<{
      data: Punch[];
    }>().data;
    expect(latest!.breaks).toHaveLength(1);
  });

  it('replays an Idempotency-Key with the same answer, and refuses it for another action', async () => {
    const user = await k.newUser('admin');
    const first = await k.punch(user, { type: 'I' }, { 'idempotency-key': 'entrada-abc' });
    expect(first.statusCode).toBe(201);
    const again = await k.punch(user, { type: 'I' }, { 'idempotency-key': 'entrada-abc' });
    expect(again.statusCode).toBe(200);
    expect(body(again)).toEqual(body(first));
    expectErrorBody(await k.punch(user, { type: 'BI' }, { 'idempotency-key': 'entrada-abc' }), {
      status: 409,
      message: PUNCH_TEXTS.keyReused,
    });
    expectErrorBody(await k.punch(user, { type: 'BI' }, { 'idempotency-key': 'con espacio' }), {
      status: 400,
      message: PUNCH_TEXTS.badKey,
    });
  });

  it('refuses an image key of another user or one that does not exist', async () => {
    const user = await k.newUser('admin');
    const other = `${user.id + 1000}-20300101-I-0123456789abcdef.png`;
    expectErrorBody(await k.punch(user, { type: 'I', img: other }), {
      status: 400,
      message: PUNCH_TEXTS.badImage,
    });
    const missing = `${user.id}-20300101-I-0123456789abcdef.png`;
    expectErrorBody(await k.punch(user, { type: 'I', img: missing }), {
      status: 400,
      message: PUNCH_TEXTS.badImage,
    });
    expect(await k.punchesOf(user.id)).toHaveLength(0);
  });
});
