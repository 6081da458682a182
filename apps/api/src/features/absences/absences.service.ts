import { ABSENCE_TEXTS, type CreateAbsence } from '@app/contract/absences';
import { calendarDateId } from '@app/contract/dates';
import type { Db } from '../../db/client';
import { assertMayTouch, mayTouch, seesOwnOnly, type SessionUser } from '../../lib/access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { assertMonthsOpen } from '../periods/periods.queries';
import { tellDecided, tellEntered, tellRequested } from './absence-notices';
import { lockUsersAbsences } from './absences.queries';
import {
  absenceById,
  absenceUser,
  deciders,
  insertAbsence,
  lockAbsence,
  overlapsAbsence,
  updateAbsence,
  type AbsenceRow,
} from './absences.repository';
import { balanceBook, type AbsenceAsked } from './balance-book';
import { monthsOf, yearsOf, type DaySpan } from './working-days';

/** Absences with approval (DECISIONS §11): request, enter, approve, reject, cancel. */

export type AbsencesDeps = { db: Db; clock: CompanyClock };

/** 409 'El periodo YYYY-MM está cerrado' when a month of the span is closed (holds its lock). */
const assertSpanOpen = (tx: Db, span: DaySpan) => assertMonthsOpen(tx, monthsOf(span));

/** Office may not take more than a balance has left: only an admin goes beyond it. */
async function assertWithinBalance(tx: Db, actor: SessionUser, absence: AbsenceAsked) {
  if (actor.role === 'admin') return;
  const book = await balanceBook(tx, [absence.userId], yearsOf(absence));
  if (book.beyond(absence)) throw conflict(ABSENCE_TEXTS.beyondBalance);
}

/**
 * POST /absences. A usuario asks for themself (`pending`; the deciders are told); admin and office
 * enter one for anyone (`approved`, decided by themself; the worker is told when it is someone
 * else). Overlaps are refused under the user's absence lock, so of many identical requests at
 * once exactly one is made.
 */
export async function createAbsence(
  { db, clock }: AbsencesDeps,
  actor: SessionUser,
  input: CreateAbsence,
): Promise<{ id: number; status: AbsenceRow['status'] }> {
  const userId = input.userId ?? actor.id;
  assertMayTouch(actor, { ownerId: userId }, 'staff-or-owner', ABSENCE_TEXTS.ownOnly);
  const span = { fromDay: calendarDateId(input.fromDate), toDay: calendarDateId(input.toDate) };
  const now = clock.now();
  return db.transaction(async (tx) => {
    const user = await absenceUser(tx, userId);
    if (!user) throw notFound(ABSENCE_TEXTS.userNotFound);
    if (!user.active) throw badRequest(ABSENCE_TEXTS.userNotFound);
    await assertSpanOpen(tx, span);
    await lockUsersAbsences(tx, [userId]);
    if (await overlapsAbsence(tx, userId, span.fromDay, span.toDay)) {
      throw conflict(userId === actor.id ? ABSENCE_TEXTS.overlapsOwn : ABSENCE_TEXTS.overlaps);
    }
    const entered = !seesOwnOnly(actor);
    if (entered) await assertWithinBalance(tx, actor, { ...span, userId, type: input.type });
    const absence = await insertAbsence(tx, {
      userId,
      type: input.type,
      ...span,
      note: input.note,
      status: entered ? 'approved' : 'pending',
      requestedBy: actor.id,
      requestedAt: now,
      ...(entered && { decidedBy: actor.id, decidedAt: now }),
    });
    const told = { tx, absence, actorName: actor.name, at: now };
    if (!entered) await tellRequested(told, await deciders(tx));
    else if (userId !== actor.id) await tellEntered(told);
    return { id: absence.id, status: absence.status };
  });
}

/**
 * The pending absence a decider may decide: not their own, not decided yet, in no closed month
 * (a rejection too is a write touching it). Its months and then its user's absences are locked in
 * the order every absence write takes them; two deciders at once: one waits, then sees it decided.
 */
async function decidable(tx: Db, actor: SessionUser, id: number) {
  const seen = await absenceById(tx, id);
  if (!seen) throw notFound(ABSENCE_TEXTS.notFound);
  if (seen.userId === actor.id || seen.requestedBy === actor.id) {
    throw forbidden(ABSENCE_TEXTS.ownDecision);
  }
  await assertSpanOpen(tx, seen);
  return lockedPending(tx, seen);
}

/** The absence again, under its user's absence lock and its row lock: 409 unless still pending. */
async function lockedPending(tx: Db, seen: AbsenceRow): Promise<AbsenceRow> {
  await lockUsersAbsences(tx, [seen.userId]);
  const row = (await lockAbsence(tx, seen.id))!;
  if (row.status !== 'pending') throw conflict(ABSENCE_TEXTS.alreadyDecided);
  return row;
}

/** POST /absences/{id}/approve { note? }: beyond the balance only an admin approves it. */
export async function approveAbsence(
  { db, clock }: AbsencesDeps,
  actor: SessionUser,
  id: number,
  note: string | undefined,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await decidable(tx, actor, id);
    await assertWithinBalance(tx, actor, row);
    const decisionNote = note || null;
    const set = { status: 'approved' as const, decidedBy: actor.id, decidedAt: now, decisionNote };
    await updateAbsence(tx, id, set);
    await tellDecided(
      { tx, absence: { ...row, ...set }, actorName: actor.name, at: now },
      decisionNote,
    );
  });
}

/** POST /absences/{id}/reject { note }: final; the worker is told. */
export async function rejectAbsence(
  { db, clock }: AbsencesDeps,
  actor: SessionUser,
  id: number,
  note: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await decidable(tx, actor, id);
    const set = {
      status: 'rejected' as const,
      decidedBy: actor.id,
      decidedAt: now,
      decisionNote: note,
    };
    await updateAbsence(tx, id, set);
    await tellDecided({ tx, absence: { ...row, ...set }, actorName: actor.name, at: now }, note);
  });
}

/** POST /absences/{id}/cancel: the requester, while it is pending. */
export async function cancelAbsence(
  { db, clock }: AbsencesDeps,
  actor: SessionUser,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const seen = await absenceById(tx, id);
    if (!seen || !mayTouch(actor, { ownerId: seen.userId }, 'staff-or-owner')) {
      throw notFound(ABSENCE_TEXTS.notFound);
    }
    if (seen.requestedBy !== actor.id) throw forbidden(ABSENCE_TEXTS.cancelOwnPending);
    await assertSpanOpen(tx, seen);
    await lockedPending(tx, seen);
    await updateAbsence(tx, id, { status: 'cancelled', decidedAt: clock.now() });
  });
}
