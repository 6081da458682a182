import { CORRECTION_NOTICES, CORRECTION_TEXTS } from '@app/contract/punch-corrections';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { seesOwnOnly, type SessionUser } from '../../lib/access';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CompanyClock } from '../../lib/time';
import { notifyUsers } from '../notifications/notifications.queries';
import { assertDaysOpen } from '../periods/periods.queries';
import { breaksFromStored, storedBreaks } from './correction-dto';
import {
  applyCorrection,
  checkedResult,
  dayText,
  readTimes,
  type CorrectionTarget,
  type TimesInput,
} from './correction-apply';
import {
  deciders,
  hasPending,
  insertCorrection,
  lockCorrection,
  lockPunch,
  lockPunchOfDay,
  updateCorrection,
  userExists,
  type CorrectionRow,
} from './punch-corrections.repository';

/** Corrections of the attendance record with approval (DECISIONS §10). */

export type CorrectionsDeps = { db: Db; clock: CompanyClock };
/** Who acts, and from which address (the history records it). */
export type CorrectionActor = SessionUser & { ip: string | null };

export type CreateInput = TimesInput & {
  userId?: number;
  punchId?: number;
  calendarDateId?: number;
  reason: string;
};

/** The punch and day a request names, locked; a usuario names only their own. */
async function targetOf(
  tx: Db,
  actor: CorrectionActor,
  input: CreateInput,
): Promise<CorrectionTarget> {
  if (input.punchId !== undefined) {
    const punch = await lockPunch(tx, input.punchId);
    if (!punch) throw notFound(CORRECTION_TEXTS.punchNotFound);
    if (seesOwnOnly(actor) && punch.userId !== actor.id) throw forbidden(CORRECTION_TEXTS.ownOnly);
    if (input.userId !== undefined && input.userId !== punch.userId) {
      throw badRequest(CORRECTION_TEXTS.punchOrDay);
    }
    return { userId: punch.userId, calendarDateId: punch.calendarDateId, current: punch };
  }
  const userId = input.userId ?? actor.id;
  if (seesOwnOnly(actor) && userId !== actor.id) throw forbidden(CORRECTION_TEXTS.ownOnly);
  if (!(await userExists(tx, userId))) throw notFound(CORRECTION_TEXTS.punchNotFound);
  // A day that has its punch names that punch: the request fixes it.
  const dayId = input.calendarDateId!;
  const current = (await lockPunchOfDay(tx, userId, dayId)) ?? null;
  return { userId, calendarDateId: dayId, current };
}

/**
 * POST /punch-corrections. A usuario's request (and an office user's own) waits as `pending`, and
 * admins and office are told. An admin or office correcting someone else, or an admin their own
 * record, applies it at once (`approved`, decided by themself); the worker is told when someone
 * else did it. One pending request per punch or day (409).
 */
export async function requestCorrection(
  { db, clock }: CorrectionsDeps,
  actor: CorrectionActor,
  input: CreateInput,
): Promise<{ id: number; applied: boolean }> {
  const change = readTimes(clock, input);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const target = await targetOf(tx, actor, input);
      await assertDaysOpen(tx, [target.calendarDateId]);
      if (await hasPending(tx, target.userId, target.calendarDateId)) {
        throw conflict(CORRECTION_TEXTS.onePending);
      }
      const result = await checkedResult(tx, target, change, now);
      const forOther = target.userId !== actor.id;
      const atOnce = !seesOwnOnly(actor) && (forOther || actor.role === 'admin');
      const row = await insertCorrection(tx, {
        userId: target.userId,
        punchId: target.current?.id ?? null,
        calendarDateId: target.calendarDateId,
        status: atOnce ? 'approved' : 'pending',
        requestedBy: actor.id,
        requestedAt: now,
        reason: input.reason,
        dateIn: change.dateIn ?? null,
        dateOut: change.dateOut ?? null,
        breaks: storedBreaks(change.breaks),
      });
      const day = dayText(target.calendarDateId);
      const link = CORRECTION_NOTICES.link(row.id);
      if (!atOnce) {
        const told = (await deciders(tx)).filter((id) => id !== actor.id);
        await notifyUsers(tx, {
          userIds: told,
          kind: 'correction-requested',
          title: CORRECTION_NOTICES.requestedTitle,
          body: CORRECTION_NOTICES.requestedBody(actor.name, day),
          link,
          subject: `correction:${row.id}`,
          at: now,
        });
        return { id: row.id, applied: false };
      }
      const by = { actorId: actor.id, ip: actor.ip, reason: input.reason, at: now };
      const punchId = await applyCorrection(tx, target, result, by);
      await updateCorrection(tx, row.id, { punchId, ...decided(actor, now, null, result) });
      if (forOther) {
        await notifyUsers(tx, {
          userIds: [target.userId],
          kind: 'correction-applied',
          title: CORRECTION_NOTICES.appliedTitle,
          body: CORRECTION_NOTICES.appliedBody(actor.name, day, input.reason),
          link,
          subject: `correction:${row.id}`,
          at: now,
        });
      }
      return { id: row.id, applied: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CORRECTION_TEXTS.onePending);
    throw error;
  }
}

const decided = (
  actor: CorrectionActor,
  at: Date,
  note: string | null,
  result: { dateIn: Date; dateOut: Date | null; breaks: Parameters<typeof storedBreaks>[0] },
) => ({
  status: 'approved' as const,
  decidedBy: actor.id,
  decidedAt: at,
  note,
  appliedDateIn: result.dateIn,
  appliedDateOut: result.dateOut,
  appliedBreaks: storedBreaks(result.breaks),
});

/** The pending correction a decider may decide: not their own, not decided yet. */
async function decidable(tx: Db, actor: CorrectionActor, id: number): Promise<CorrectionRow> {
  const row = await lockCorrection(tx, id);
  if (!row) throw notFound(CORRECTION_TEXTS.notFound);
  if (row.userId === actor.id || row.requestedBy === actor.id) {
    throw forbidden(CORRECTION_TEXTS.ownDecision);
  }
  if (row.status !== 'pending') throw conflict(CORRECTION_TEXTS.alreadyDecided);
  return row;
}

/** The worker hears of a decision. */
const tellWorker = (
  tx: Db,
  actor: CorrectionActor,
  row: CorrectionRow,
  approved: boolean,
  note: string | null,
  at: Date,
) =>
  notifyUsers(tx, {
    userIds: [row.userId],
    kind: 'correction-decided',
    title: approved ? CORRECTION_NOTICES.approvedTitle : CORRECTION_NOTICES.rejectedTitle,
    body: CORRECTION_NOTICES.decidedBody(actor.name, dayText(row.calendarDateId), note),
    link: CORRECTION_NOTICES.link(row.id),
    subject: `correction:${row.id}`,
    at,
  });

/**
 * POST /punch-corrections/{id}/approve: the decider may adjust the times (what they give replaces
 * what was asked). Every rule is checked again on the punch as it is now; the correction is applied.
 */
export async function approveCorrection(
  { db, clock }: CorrectionsDeps,
  actor: CorrectionActor,
  id: number,
  input: TimesInput & { note?: string },
): Promise<void> {
  const adjusted = readTimes(clock, input);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await decidable(tx, actor, id);
    await assertDaysOpen(tx, [row.calendarDateId]);
    let current = null;
    if (row.punchId !== null) {
      current = (await lockPunch(tx, row.punchId)) ?? null;
      if (!current) throw notFound(CORRECTION_TEXTS.punchNotFound);
    }
    const target = { userId: row.userId, calendarDateId: row.calendarDateId, current };
    const change = {
      dateIn: adjusted.dateIn ?? row.dateIn,
      dateOut: adjusted.dateOut ?? row.dateOut,
      breaks: adjusted.breaks ?? breaksFromStored(row.breaks),
    };
    const result = await checkedResult(tx, target, change, now);
    const by = { actorId: actor.id, ip: actor.ip, reason: row.reason, at: now };
    const punchId = await applyCorrection(tx, target, result, by);
    const note = input.note || null;
    await updateCorrection(tx, row.id, { punchId, ...decided(actor, now, note, result) });
    await tellWorker(tx, actor, row, true, note, now);
  });
}

/** POST /punch-corrections/{id}/reject { note }: final; the worker is told. */
export async function rejectCorrection(
  { db, clock }: CorrectionsDeps,
  actor: CorrectionActor,
  id: number,
  note: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await decidable(tx, actor, id);
    await updateCorrection(tx, row.id, {
      status: 'rejected',
      decidedBy: actor.id,
      decidedAt: now,
      note,
    });
    await tellWorker(tx, actor, row, false, note, now);
  });
}

/** POST /punch-corrections/{id}/cancel: the requester, while it is pending. */
export async function cancelCorrection(
  { db, clock }: CorrectionsDeps,
  actor: CorrectionActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCorrection(tx, id);
    if (!row || (seesOwnOnly(actor) && row.userId !== actor.id)) {
      throw notFound(CORRECTION_TEXTS.notFound);
    }
    if (row.requestedBy !== actor.id) throw forbidden(CORRECTION_TEXTS.cancelOwnPending);
    if (row.status !== 'pending') throw conflict(CORRECTION_TEXTS.alreadyDecided);
    await updateCorrection(tx, row.id, { status: 'cancelled', decidedAt: clock.now() });
  });
}
