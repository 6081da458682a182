import { addDays, calendarDateId } from '@app/contract/dates';
import {
  PUNCH_DEDUP_SECONDS,
  PUNCH_TEXTS,
  type Punch,
  type BreakType,
  type PunchCommand,
  type PunchType,
} from '@app/contract/punches';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/app-error';
import type { FileLinks } from '../../lib/file-links';
import type { FileStorage } from '../../lib/file-storage';
import { photoFitsAction, storedPunchPhoto } from '../files/files.queries';
import { exemptFromPunchWindow, punchInWindow, type DayShift } from './punches.queries';
import type { SessionUser } from '../../lib/access';
import type { CompanyClock } from '../../lib/time';
import { toPunches } from './punch-dto';
import { breaksOf, punchById, type BreakRow, type PunchRow } from './punches-read.repository';
import {
  closeBreak,
  closePunch,
  insertBreak,
  insertPunch,
  lockUserFindRequest,
  photoInUse,
  punchesOnDays,
  saveRequest,
} from './punches.repository';

/** What the punch services work with; `clock.now` is the server's time (tests move it). */
export type PunchesDeps = {
  db: Db;
  clock: CompanyClock;
  storage: FileStorage;
  links: FileLinks;
  /** PUNCH_EARLY_MINUTES: how long before a shift's start its Punch In opens. */
  earlyMinutes: number;
};

const BREAK_OF: Partial<Record<PunchType, BreakType>> = {
  BI: 'break',
  BO: 'break',
  LI: 'lunch',
  LO: 'lunch',
};

/** An Idempotency-Key: printable ASCII, 1 to 200 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

type Outcome = {
  /** The event recorded (a break end sent without its type is the end of whichever was open). */
  type?: PunchType;
  punchId: number;
  breakId: number | null;
  replayed: boolean;
  /** The punch as inserted, when this request made it (it has no breaks yet)… */
  inserted?: Omit<PunchRow, 'userName'>;
  /** …and the published shifts of its day. */
  dayShifts?: DayShift[];
};

/** A punch event as recorded, or answered again: what the route answers with. */
export type RecordedPunch = {
  /** The event recorded (a break end sent without its type is the end of whichever was open). */
  type: PunchType;
  /** The punch after the event, as the screens show it. */
  punch: Punch;
  /** The break or lunch the event started or ended, else null. */
  breakId: number | null;
  /** A repeat (same Idempotency-Key, or the same event within seconds): nothing was recorded. */
  replayed: boolean;
};

/**
 * Records one punch event of the signed-in user at the server's time (DECISIONS §5). All checks
 * and writes run in one transaction holding the user's row lock; a retry with the same
 * Idempotency-Key, or the same event within PUNCH_DEDUP_SECONDS, answers the first result again
 * (replayed) and records nothing.
 */
export async function addPunch(
  deps: PunchesDeps,
  actor: SessionUser,
  command: PunchCommand,
  idempotencyKey: string | undefined,
): Promise<RecordedPunch> {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw badRequest(PUNCH_TEXTS.badKey);
  }
  const { db, clock, links } = deps;
  return db.transaction(async (tx) => {
    const earlier = await lockUserFindRequest(tx, actor.id, idempotencyKey);
    let outcome: Outcome;
    if (earlier) {
      const sameAction =
        earlier.type === command.type ||
        (command.anyBreak && command.type === 'BO' && earlier.type === 'LO');
      if (!sameAction) throw conflict(PUNCH_TEXTS.keyReused);
      outcome = {
        type: earlier.type as PunchType,
        punchId: earlier.punchId,
        breakId: earlier.breakId,
        replayed: true,
      };
    } else {
      outcome = await record(tx, deps, actor, command);
      if (idempotencyKey) {
        await saveRequest(tx, {
          userId: actor.id,
          key: idempotencyKey,
          type: outcome.type ?? command.type,
          punchId: outcome.punchId,
          breakId: outcome.breakId,
        });
      }
    }
    // A punch just made is answered from the inserted row: it has no breaks yet.
    const row = outcome.inserted
      ? { ...outcome.inserted, userName: actor.name }
      : await punchById(tx, outcome.punchId);
    const known = outcome.inserted ? { breaks: [], shifts: outcome.dayShifts } : {};
    const [punch] = await toPunches(tx, clock, links, row ? [row] : [], known);
    return {
      type: outcome.type ?? command.type,
      punch: punch!,
      breakId: outcome.breakId,
      replayed: outcome.replayed,
    };
  });
}

/** The latest event of a punch: its exit, the last start or end of a break or lunch, or its entry. */
type PunchRecord = Omit<PunchRow, 'userName'>;

function latestEvent(punch: PunchRecord, breaks: readonly BreakRow[]) {
  if (punch.dateOut) return { type: 'O' as PunchType, at: punch.dateOut, breakId: null };
  let latest: { type: PunchType; at: Date; breakId: number | null } = {
    type: 'I',
    at: punch.dateIn,
    breakId: null,
  };
  for (const entry of breaks) {
    const lunch = entry.type === 'lunch';
    if (entry.breakIn >= latest.at) {
      latest = { type: lunch ? 'LI' : 'BI', at: entry.breakIn, breakId: entry.id };
    }
    if (entry.breakOut && entry.breakOut >= latest.at) {
      latest = { type: lunch ? 'LO' : 'BO', at: entry.breakOut, breakId: entry.id };
    }
  }
  return latest;
}

/** What the punch rule reads of the user's punches, under the user's row lock. */
type PunchState = {
  now: Date;
  /** Today's company date (YYYY-MM-DD) and its calendarDateId. */
  today: string;
  todayId: number;
  /** Today's punch, if any. */
  todays: PunchRecord | undefined;
  /** The open punch: today's, or the day before's (a night shift). */
  open: PunchRecord | undefined;
  /** The user's latest punch, and its breaks and lunches. */
  latest: PunchRecord | undefined;
  latestBreaks: BreakRow[];
};

/** One action's rule and write, given what the user's punches are now. */
type ActionRecorder = (
  tx: Db,
  deps: PunchesDeps,
  actor: SessionUser,
  command: PunchCommand,
  state: PunchState,
) => Promise<Outcome>;

const replay = (punchId: number, breakId: number | null = null): Outcome => ({
  punchId,
  breakId,
  replayed: true,
});
const fresh = (punchId: number, breakId: number | null = null): Outcome => ({
  punchId,
  breakId,
  replayed: false,
});

/**
 * Reads the user's punches of the days a punch can belong to: its shift's day is yesterday's (a
 * night arrival), today's, or tomorrow's (arriving before a shift that starts at midnight).
 */
async function readPunchState(
  tx: Db,
  { clock }: PunchesDeps,
  actor: SessionUser,
): Promise<PunchState> {
  const now = clock.now();
  const today = clock.dateOf(now);
  const todayId = calendarDateId(today);
  const recent = await punchesOnDays(tx, actor.id, [
    calendarDateId(addDays(today, 1)),
    todayId,
    calendarDateId(addDays(today, -1)),
  ]);
  const latest = [...recent].sort((a, b) => b.dateIn.getTime() - a.dateIn.getTime())[0];
  return {
    now,
    today,
    todayId,
    todays: recent.find((punch) => punch.calendarDateId === todayId),
    open: recent.find((punch) => punch.dateOut === null),
    latest,
    latestBreaks: latest ? await breaksOf(tx, [latest.id]) : [],
  };
}

/** The breaks of a punch, read once: the latest punch's are known already. */
const breaksOfPunch = (tx: Db, state: PunchState, punch: PunchRecord) =>
  punch.id === state.latest?.id ? state.latestBreaks : breaksOf(tx, [punch.id]);

/**
 * A true repeat (a retry, a double click): the same event as the user's latest one, with nothing
 * after it, within PUNCH_DEDUP_SECONDS. It answers as the original did; anything else is judged
 * by the action's rule.
 */
function repeatOfLatest(state: PunchState, command: PunchCommand): Outcome | undefined {
  if (!state.latest) return undefined;
  const event = latestEvent(state.latest, state.latestBreaks);
  const sameEvent =
    event.type === command.type ||
    (command.anyBreak && command.type === 'BO' && event.type === 'LO');
  if (sameEvent && state.now.getTime() - event.at.getTime() < PUNCH_DEDUP_SECONDS * 1000) {
    return { ...replay(state.latest.id, event.breakId), type: event.type };
  }
  return undefined;
}

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

/** Punch In: none open, and the window open now (a shift's, or exemptFromPunchWindow's). */
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
    if (todays) throw conflict(PUNCH_TEXTS.dayComplete);
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

/** Punch Out: the open punch, with no break or lunch left open. */
const punchOut: ActionRecorder = async (tx, { storage }, actor, command, state) => {
  const { open, todays, now } = state;
  if (!open) throw conflict(todays ? PUNCH_TEXTS.dayComplete : PUNCH_TEXTS.noOpenPunch);
  const breaks = await breaksOfPunch(tx, state, open);
  if (breaks.some((entry) => entry.breakOut === null)) throw conflict(PUNCH_TEXTS.outWithBreak);
  const imgOut = await checkedPhoto(tx, storage, actor, command.type, command.img);
  await closePunch(tx, open.id, { dateOut: now, imgOut, notesOut: command.notes });
  return fresh(open.id);
};

/** The open punch and its breaks and lunches, for a break's start or end; none open is a 409. */
async function openPunchWithBreaks(tx: Db, state: PunchState) {
  const { open } = state;
  if (!open) throw conflict(PUNCH_TEXTS.noOpenPunch);
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

/** One event: a true repeat answers again; otherwise its action's rule decides and writes. */
async function record(
  tx: Db,
  deps: PunchesDeps,
  actor: SessionUser,
  command: PunchCommand,
): Promise<Outcome> {
  const state = await readPunchState(tx, deps, actor);
  return (
    repeatOfLatest(state, command) ?? RECORD_ACTION[command.type](tx, deps, actor, command, state)
  );
}
