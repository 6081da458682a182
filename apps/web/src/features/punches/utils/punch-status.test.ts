import { describe, expect, it } from 'vitest';
import { makeEntry, makePunch } from '../../../test/punch-test-data';
import { currentPunch, entryBlock, entryButton, mainButton, punchInGate } from './punch-status';

const TODAY = 20261123;

describe('current punch', () => {
  it('is the first open one (a night shift from yesterday), else today’s', () => {
    const yesterdayOpen = makePunch({ id: 2, calendarDateId: 20261122 });
    const older = makePunch({
      id: 1,
      calendarDateId: 20261121,
      dateOut: '2026-11-21T17:00:00+01:00',
    });
    expect(currentPunch([yesterdayOpen, older], TODAY)?.id).toBe(2);
    const todayDone = makePunch({ id: 3, dateOut: '2026-11-23T17:00:00+01:00' });
    expect(currentPunch([todayDone, older], TODAY)?.id).toBe(3);
    expect(currentPunch([older], TODAY)).toBeNull();
  });
});

describe('main button', () => {
  const base = { loading: false, hasShift: true, role: 'usuario' as const };

  it('offers Punch In, Punch Out or Información by status', () => {
    expect(mainButton(null, base).status).toBe('in');
    expect(mainButton(makePunch(), base).status).toBe('out');
    expect(mainButton(makePunch({ dateOut: '2026-11-23T17:00:00+01:00' }), base).status).toBe(
      'info',
    );
  });

  it('is disabled while loading, and for Punch In without a shift unless admin', () => {
    expect(mainButton(null, { ...base, loading: true }).disabled).toBe(true);
    expect(mainButton(null, { ...base, hasShift: false })).toEqual({
      status: 'in',
      disabled: true,
      noShift: true,
      opensAt: null,
    });
    expect(mainButton(null, { ...base, hasShift: false, role: 'office' }).disabled).toBe(true);
    expect(mainButton(null, { ...base, hasShift: false, role: 'admin' }).disabled).toBe(false);
    expect(mainButton(makePunch(), { ...base, hasShift: false }).disabled).toBe(false);
  });
});

describe('punch-in window (DECISIONS §6)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('keeps Punch In closed until punchInFrom, then opens it without a new read', () => {
    const today = { hasShift: true, canPunchIn: false, punchInFrom: '2026-11-23T13:00:00Z' };
    expect(punchInGate(today, now)).toEqual({ hasShift: true, opensAt: '2026-11-23T13:00:00Z' });
    expect(punchInGate(today, new Date('2026-11-23T13:00:00Z')).opensAt).toBeNull();
    const base = { loading: false, hasShift: true, role: 'usuario' as const };
    expect(mainButton(null, { ...base, opensAt: today.punchInFrom })).toMatchObject({
      disabled: true,
      opensAt: today.punchInFrom,
    });
    expect(mainButton(null, { ...base, role: 'admin', opensAt: today.punchInFrom }).disabled).toBe(
      false,
    );
  });

  it('reads an open window and no shift as they are, and a shift past its window as none', () => {
    expect(punchInGate({ hasShift: true, canPunchIn: true, punchInFrom: null }, now)).toEqual({
      hasShift: true,
      opensAt: null,
    });
    expect(punchInGate({ hasShift: false, canPunchIn: false, punchInFrom: null }, now)).toEqual({
      hasShift: false,
      opensAt: null,
    });
    expect(punchInGate({ hasShift: true, canPunchIn: false, punchInFrom: null }, now)).toEqual({
      hasShift: false,
      opensAt: null,
    });
  });
});

describe('break and lunch availability', () => {
  it('needs an open punch', () => {
    expect(entryButton(null, 'break').enabled).toBe(false);
    expect(entryButton(makePunch({ dateOut: '2026-11-23T17:00:00+01:00' }), 'lunch').enabled).toBe(
      false,
    );
    expect(entryButton(makePunch(), 'break')).toEqual({
      type: 'break',
      action: 'start',
      enabled: true,
    });
    expect(entryButton(makePunch(), 'lunch')).toEqual({
      type: 'lunch',
      action: 'start',
      enabled: true,
    });
  });

  it('allows any number of breaks but one lunch per punch', () => {
    const punch = makePunch({
      breaks: [makeEntry({ id: 1 }), makeEntry({ id: 2, type: 'lunch' })],
    });
    expect(entryButton(punch, 'break').enabled).toBe(true);
    expect(entryButton(punch, 'lunch').enabled).toBe(false);
  });

  it('while one is open, only that one can be ended', () => {
    const onBreak = makePunch({ breaks: [makeEntry({ breakOut: null, breakDuration: null })] });
    expect(entryButton(onBreak, 'break')).toEqual({ type: 'break', action: 'end', enabled: true });
    expect(entryButton(onBreak, 'lunch').enabled).toBe(false);
    const onLunch = makePunch({
      breaks: [makeEntry({ type: 'lunch', breakOut: null, breakDuration: null })],
    });
    expect(entryButton(onLunch, 'lunch')).toEqual({ type: 'lunch', action: 'end', enabled: true });
    expect(entryButton(onLunch, 'break').enabled).toBe(false);
  });
});

describe('why a break or lunch button is disabled', () => {
  const block = (punch: ReturnType<typeof makePunch> | null, type: 'break' | 'lunch') =>
    entryBlock(punch, entryButton(punch, type));

  it('says to punch in first, to end the open one first, or that lunch was taken', () => {
    expect(block(null, 'break')).toBe('notIn');
    expect(block(makePunch(), 'break')).toBeNull();
    const onBreak = makePunch({ breaks: [makeEntry({ breakOut: null, breakDuration: null })] });
    expect(block(onBreak, 'lunch')).toBe('otherOpen');
    expect(block(onBreak, 'break')).toBeNull(); // it ends the break
    const lunched = makePunch({
      breaks: [makeEntry({ type: 'lunch', breakOut: '2026-11-23T13:30:00+01:00' })],
    });
    expect(block(lunched, 'lunch')).toBe('lunchTaken');
  });

  it('says nothing once the day is complete: the pill already does', () => {
    const done = makePunch({ dateOut: '2026-11-23T17:00:00+01:00' });
    expect(block(done, 'break')).toBeNull();
    expect(block(done, 'lunch')).toBeNull();
  });
});
