import { PUNCH_TEXTS, type Punch, type PunchCommand, type PunchType } from '@app/contract/punches';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/app-error';
import type { FileLinks } from '../../lib/file-links';
import type { FileStorage } from '../../lib/file-storage';
import type { SessionUser } from '../../lib/access';
import type { CompanyClock } from '../../lib/time';
import {
  appendPunchHistory,
  punchSnapshot,
  type PunchSnapshot,
} from '../punch-history/punch-history.queries';
import { recordEvent, type Outcome } from './punch-actions';
import { countPunch } from '../metrics/metrics.queries';
import { toPunches } from './punch-dto';
import { punchById } from './punches-read.repository';
import { lockUserFindRequest, saveRequest } from './punches.repository';

/** What the punch services work with; `clock.now` is the server's time (tests move it). */
export type PunchesDeps = {
  db: Db;
  clock: CompanyClock;
  storage: FileStorage;
  links: FileLinks;
  /** PUNCH_EARLY_MINUTES: how long before a shift's start its Punch In opens. */
  earlyMinutes: number;
  /** PUNCH_FORGOTTEN_HOURS: how long after its shift's end a punch stays open (DECISIONS §10). */
  forgottenHours: number;
};

/** An Idempotency-Key: printable ASCII, 1 to 200 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

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
 * (replayed) and records nothing. An event recorded appends its history row (DECISIONS §10), last
 * in the transaction: the punch before and after it, from `ip`.
 */
export async function addPunch(
  deps: PunchesDeps,
  actor: SessionUser,
  command: PunchCommand,
  idempotencyKey: string | undefined,
  ip: string | null = null,
): Promise<RecordedPunch> {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw badRequest(PUNCH_TEXTS.badKey);
  }
  const result = await deps.db.transaction(async (tx) => {
    const earlier = await lockUserFindRequest(tx, actor.id, idempotencyKey);
    let outcome: Outcome;
    /** What the history row of an event recorded now needs (none for a replay). */
    let recorded: { at: Date; before: PunchSnapshot | null } | undefined;
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
      const event = await recordEvent(tx, deps, actor, command);
      outcome = event.outcome;
      if (!outcome.replayed) recorded = { at: event.at, before: event.before };
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
    const type = outcome.type ?? command.type;
    // A punch just made is answered from the inserted row: it has no breaks yet.
    const row = outcome.inserted
      ? { ...outcome.inserted, userName: actor.name }
      : await punchById(tx, outcome.punchId);
    const known = outcome.inserted ? { breaks: [], shifts: outcome.dayShifts } : {};
    const [punch] = await toPunches({ ...deps, db: tx }, row ? [row] : [], known);
    if (recorded) {
      const after = await punchSnapshot(tx, outcome.punchId);
      await appendPunchHistory(tx, {
        punchId: outcome.punchId,
        userId: actor.id,
        calendarDateId: after?.calendarDateId ?? null,
        action: type,
        actorId: actor.id,
        at: recorded.at,
        ip,
        reason: null,
        before: recorded.before,
        after,
      });
    }
    return { type, punch: punch!, breakId: outcome.breakId, replayed: outcome.replayed };
  });
  // Counted once committed: a replay, or a refusal that rolled back, recorded nothing.
  if (!result.replayed) countPunch(result.type);
  return result;
}
