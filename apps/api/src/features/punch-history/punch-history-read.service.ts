import { HISTORY_TEXTS, type HistoryRow, type PunchSnapshot } from '@app/contract/punch-history';
import type { Db } from '../../db/client';
import { assertMayTouch, type Actor } from '../../lib/access';
import { notFound } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import { historyOfPunch, punchOwner } from './punch-history.repository';

export type HistoryDeps = { db: Db; clock: CompanyClock };

/** A punch as a row recorded it, its times with the company's offset. */
function snapshotView(clock: CompanyClock, value: unknown): PunchSnapshot | null {
  if (value === null || typeof value !== 'object') return null;
  const punch = value as PunchSnapshot;
  const iso = (time: string | null) => (time === null ? null : clock.iso(new Date(time)));
  return {
    ...punch,
    dateIn: iso(punch.dateIn)!,
    dateOut: iso(punch.dateOut),
    breaks: punch.breaks.map((entry) => ({
      ...entry,
      breakIn: iso(entry.breakIn)!,
      breakOut: iso(entry.breakOut),
    })),
  };
}

/**
 * GET /punches/{punchId}/history: oldest first, with who made each change (DECISIONS §10). The
 * punch's owner, admin and office; a usuario asking for another's gets 403, as for punches (§3).
 */
export async function punchHistoryOf(
  { db, clock }: HistoryDeps,
  actor: Actor,
  punchId: number,
): Promise<HistoryRow[]> {
  const rows = await historyOfPunch(db, punchId);
  const ownerId = (await punchOwner(db, punchId)) ?? rows[0]?.row.userId ?? undefined;
  if (ownerId === undefined || ownerId === null) throw notFound(HISTORY_TEXTS.notFound);
  assertMayTouch(actor, { ownerId }, 'staff-or-owner', HISTORY_TEXTS.ownOnly);
  return rows.map(({ row, actorName }) => ({
    id: row.id,
    punchId: row.punchId,
    userId: row.userId,
    calendarDateId: row.calendarDateId,
    action: row.action,
    actorId: row.actorId,
    actorName,
    at: clock.iso(row.at),
    ip: row.ip,
    reason: row.reason,
    before: snapshotView(clock, row.before),
    after: snapshotView(clock, row.after),
  }));
}
