import { dateFromCalendarId, spanishDate } from '@app/contract/dates';
import {
  PUNCH_TEXTS,
  type BreakType,
  type PunchCommand,
  type PunchType,
} from '@app/contract/punches';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/access';
import { badRequest, conflict } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { photoFitsAction, storedPunchPhoto } from '../files/files.queries';
import { punchSnapshot, type PunchSnapshot } from '../punch-history/punch-history.queries';
import {
  breaksOfPunch,
  readPunchState,
  repeatOfLatest,
  type PunchRecord,
  type PunchState,
} from './punch-state';
import { closeBreak, closePunch, insertBreak, insertPunch, photoInUse } from './punches.repository';
import { exemptFromPunchWindow, punchInWindow, type DayShift } from './punches.queries';
import type { PunchesDeps } from './punches.service';

/**
 * The rule and the write of each punch event (DECISIONS §5, §10), under the user's row lock that
 * punches.service holds: what the user's punches are now (punch-state) decides whether the event
 * is a repeat, allowed, or a 409.
 */

export type Outcome = {
  /** The event recorded (a break end sent without its type is the end of whichever was open). */
  type?: PunchType;
  punchId: number;
  breakId: number | null;
  replayed: boolean;
  /** The punch as inserted, when this request made it (it has no breaks yet)… */
  inserted?: PunchRecord;
  /** …and the published shifts of its day. */
  dayShifts?: DayShift[];
};

/** One action's rule and write, given what the user's punches are now. */
type ActionRecorder = (
  tx: Db,
  deps: PunchesDeps,
  actor: SessionUser,
  command: PunchCommand,
  state: PunchState,
) => Promise<Outcome>;

const BREAK_OF: Partial<Record<PunchType, BreakType>> = {
  BI: 'break',
  BO: 'break',
  LI: 'lunch',
  LO: 'lunch',
};

const fresh = (punchId: number, breakId: number | null = null): Outcome => ({
  punchId,
  breakId,
  replayed: false,
});

/** The 409 of an event that needs an open punch when the user's latest one is sin salida. */
const missingOutConflict = (punch: PunchRecord) =>
  conflict(PUNCH_TEXTS.missingOut(spanishDate(dateFromCalendarId(punch.calendarDateId))));

/**
 * The photo of a Punch In or Out: a stored punch photo of the user's own (as the file service
 * answers), taken for this action or for none (either event), and not already on a punch.
 */
async function checkedPhoto(
  tx: Db,
  storage: FileStorage,
  actor: SessionUser,
  action: PunchType,
  key: string | null,
) {
  if (key === null) return null;
  const photo = await storedPunchPhoto(storage, key, tx);
  if (!photo || photo.ownerId !== actor.id || !photoFitsAction(photo, action)) {
    throw badRequest(PUNCH_TEXTS.badImage);
  }
  if (await photoInUse(tx, key)) throw conflict(PUNCH_TEXTS.imageUsed);
  return key;
}

/**
 * Punch In: none open (a punch sin salida is not), and the window open now (a shift's, or
 * exemptFromPunchWindow's).
 */
const punchIn: ActionRecorder = async (tx, deps, actor, command, state) => {
  const { clock, storage, earlyMinutes } = deps;
  const { now, today, todays, open } = state;
  if (open) {
    const sameDay = clock.dateOf(open.dateIn) === today;
    throw conflict(sameDay ? PUNCH_TEXTS.alreadyIn : PUNCH_TEXTS.openPunch);
  }
  const window = await punchInWindow(tx, clock, {
    userId: actor.id,
    now,
    earlyMinutes,
    exempt: exemptFromPunchWindow(actor.role),
  });
  if (!window.day) {
    if (todays) {
      throw state.isMissingOut(todays)
        ? missingOutConflict(todays)
        : conflict(PUNCH_TEXTS.dayComplete);
    }
    if (window.opensAt) {
      throw conflict(PUNCH_TEXTS.notYet(clock.wallClockOf(window.opensAt).slice(11)));
    }
    throw conflict(PUNCH_TEXTS.noShift);
  }
  const imgIn = await checkedPhoto(tx, storage, actor, command.type, command.img);
  const inserted = await insertPunch(tx, {
    userId: actor.id,
    calendarDateId: window.day.dayId,
    dateIn: now,
    imgIn,
    notesIn: command.notes,
  });
  // An exempt user (exemptFromPunchWindow) without a shift punches on a day with none published.
  return { ...fresh(inserted.id), inserted, dayShifts: window.day.shifts };
};

/** The open punch; none open is a 409 that names a forgotten exit when there is one. */
function openPunch(state: PunchState, noneOpen: string) {
  if (state.open) return state.open;
  if (state.forgotten) throw missingOutConflict(state.forgotten);
  throw conflict(noneOpen);
}

/** Punch Out: the open punch, with no break or lunch left open; never one sin salida. */
const punchOut: ActionRecorder = async (tx, { storage }, actor, command, state) => {
  const open = openPunch(state, state.todays ? PUNCH_TEXTS.dayComplete : PUNCH_TEXTS.noOpenPunch);
  const breaks = await breaksOfPunch(tx, state, open);
  if (breaks.some((entry) => entry.breakOut === null)) throw conflict(PUNCH_TEXTS.outWithBreak);
  const imgOut = await checkedPhoto(tx, storage, actor, command.type, command.img);
  await closePunch(tx, open.id, { dateOut: state.now, imgOut, notesOut: command.notes });
  return fresh(open.id);
};

/** The open punch and its breaks and lunches, for a break's start or end; none open is a 409. */
async function openPunchWithBreaks(tx: Db, state: PunchState) {
  const open = openPunch(state, PUNCH_TEXTS.noOpenPunch);
  const breaks = await breaksOfPunch(tx, state, open);
  return { open, breaks, active: breaks.find((entry) => entry.breakOut === null) };
}

/** A break or lunch starts (BI, LI): none open, and one lunch per punch. */
const startBreak: ActionRecorder = async (tx, _deps, _actor, command, state) => {
  const { open, breaks, active } = await openPunchWithBreaks(tx, state);
  if (active) {
    throw conflict(active.type === 'lunch' ? PUNCH_TEXTS.lunchOpen : PUNCH_TEXTS.breakOpen);
  }
  const type = BREAK_OF[command.type]!;
  if (type === 'lunch' && breaks.some((entry) => entry.type === 'lunch')) {
    throw conflict(PUNCH_TEXTS.oneLunch);
  }
  return fresh(open.id, await insertBreak(tx, { punchId: open.id, type, breakIn: state.now }));
};

/** A break or lunch ends (BO, LO); a break end sent without its type ends whichever is open. */
const endBreak: ActionRecorder = async (tx, _deps, _actor, command, state) => {
  const { open, active } = await openPunchWithBreaks(tx, state);
  const type = command.anyBreak && active ? active.type : BREAK_OF[command.type]!;
  if (!active || active.type !== type) {
    throw conflict(type === 'lunch' ? PUNCH_TEXTS.noOpenLunch : PUNCH_TEXTS.noOpenBreak);
  }
  await closeBreak(tx, active.id, state.now);
  return { ...fresh(open.id, active.id), type: type === 'lunch' ? 'LO' : 'BO' };
};

const RECORD_ACTION: Record<PunchType, ActionRecorder> = {
  I: punchIn,
  O: punchOut,
  BI: startBreak,
  LI: startBreak,
  BO: endBreak,
  LO: endBreak,
};

/**
 * One event: a true repeat answers again; otherwise its action's rule decides and writes. With
 * it, the event's time and the punch it changes as it was before (its history row's `at` and
 * `before`): none for a Punch In, the open punch for the others.
 */
export async function recordEvent(
  tx: Db,
  deps: PunchesDeps,
  actor: SessionUser,
  command: PunchCommand,
): Promise<{ outcome: Outcome; at: Date; before: PunchSnapshot | null }> {
  const state = await readPunchState(tx, deps, actor);
  const at = state.now;
  const repeat = repeatOfLatest(state, command);
  if (repeat) return { outcome: { ...repeat, replayed: true }, at, before: null };
  const before =
    command.type === 'I' || !state.open ? null : await punchSnapshot(tx, state.open.id);
  const outcome = await RECORD_ACTION[command.type](tx, deps, actor, command, state);
  return { outcome, at, before };
}
