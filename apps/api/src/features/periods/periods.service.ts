import { PERIOD_TEXTS, type Period } from '@app/contract/periods';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { recordAudit } from '../audit/audit.queries';
import { appendPunchHistory } from '../punch-history/punch-history.queries';
import { isClosedRow, monthKey, PERIOD_LOCK_CLASS } from './periods.queries';
import {
  countOpenPunches,
  countPendingAbsences,
  countPendingCorrections,
  findPeriod,
  listPeriods,
  saveClose,
  saveReopen,
  type PeriodRow,
} from './periods.repository';

/** Closing and reopening a month of the attendance record (DECISIONS §10). */

export type PeriodsDeps = { db: Db; clock: CompanyClock };
/** Who acts, and from where (the history and the audit log record both). */
export type PeriodActor = { id: number; ip: string | null; name?: string };

/** The audit row of a close or a reopen (DECISIONS §12), written in its transaction. */
const auditPeriod = (
  tx: Db,
  action: 'period-closed' | 'period-reopened',
  month: string,
  actor: PeriodActor,
) =>
  recordAudit(tx, {
    action,
    actor: { id: actor.id, label: actor.name ?? '' },
    address: actor.ip ?? '',
    target: { type: 'period', id: month, label: month },
  });

const toPeriod = (clock: CompanyClock, row: PeriodRow): Period => ({
  month: row.month,
  closed: isClosedRow(row),
  closedAt: row.closedAt ? clock.iso(row.closedAt) : null,
  closedBy: row.closedBy,
  closedByName: row.closedByName,
  reopenedAt: row.reopenedAt ? clock.iso(row.reopenedAt) : null,
  reopenedBy: row.reopenedBy,
  reopenedByName: row.reopenedByName,
  reason: row.reason,
});

export async function periodList({ db, clock }: PeriodsDeps): Promise<Period[]> {
  return (await listPeriods(db)).map((row) => toPeriod(clock, row));
}

/** Holds the month's lock exclusively: no write touching it runs until the transaction ends. */
const lockMonth = (tx: Db, month: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK_CLASS}, ${monthKey(month)})`);

/**
 * Closes a month that has ended and has nothing left to resolve: no punch without an exit, no
 * pending correction, no absence request waiting (409 saying how many of each). The close enters
 * the history.
 */
export async function closePeriod(
  { db, clock }: PeriodsDeps,
  month: string,
  actor: PeriodActor,
): Promise<Period> {
  if (clock.today().slice(0, 7) <= month) throw conflict(PERIOD_TEXTS.notEnded);
  const row = await db.transaction(async (tx) => {
    await lockMonth(tx, month);
    const found = await findPeriod(tx, month);
    if (found && isClosedRow(found)) throw conflict(PERIOD_TEXTS.alreadyClosed);
    const missingOut = await countOpenPunches(tx, month);
    const pending = await countPendingCorrections(tx, month);
    const absencesPending = await countPendingAbsences(tx, month);
    if (missingOut > 0 || pending > 0 || absencesPending > 0) {
      throw conflict(PERIOD_TEXTS.leftToResolve(missingOut, pending, absencesPending));
    }
    const at = clock.now();
    await saveClose(tx, month, actor.id, at);
    await appendPunchHistory(tx, {
      action: 'period-closed',
      punchId: null,
      userId: null,
      calendarDateId: null,
      actorId: actor.id,
      at,
      ip: actor.ip,
      reason: null,
      before: null,
      after: { month, closed: true },
    });
    await auditPeriod(tx, 'period-closed', month, actor);
    return findPeriod(tx, month);
  });
  return toPeriod(clock, row!);
}

/** Reopens a closed month, with the reason; the reopen enters the history. */
export async function reopenPeriod(
  { db, clock }: PeriodsDeps,
  month: string,
  reason: string,
  actor: PeriodActor,
): Promise<Period> {
  const row = await db.transaction(async (tx) => {
    await lockMonth(tx, month);
    const found = await findPeriod(tx, month);
    if (!found || !isClosedRow(found)) throw conflict(PERIOD_TEXTS.notClosed);
    const at = clock.now();
    await saveReopen(tx, month, actor.id, at, reason);
    await appendPunchHistory(tx, {
      action: 'period-reopened',
      punchId: null,
      userId: null,
      calendarDateId: null,
      actorId: actor.id,
      at,
      ip: actor.ip,
      reason,
      before: { month, closed: true },
      after: { month, closed: false },
    });
    await auditPeriod(tx, 'period-reopened', month, actor);
    return findPeriod(tx, month);
  });
  return toPeriod(clock, row!);
}
