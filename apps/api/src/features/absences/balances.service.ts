import { ABSENCE_TEXTS, ABSENCE_TYPE_LABELS, type Balance } from '@app/contract/absences';
import { COMMON_TEXTS } from '@app/contract/common';
import type { Db } from '../../db/client';
import { assertMayTouch, type Actor } from '../../lib/access';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditEntry } from '../audit/audit.queries';
import { lockUsersAbsences } from './absences.queries';
import { absenceUser, putBalance, type BalanceRow } from './absences.repository';
import { balanceBook } from './balance-book';

/**
 * Yearly balances (DECISIONS §11): per user, year and type, the working days given; what pending
 * and approved absences of that type take in that year (an absence across New Year counts in
 * each), and what remains.
 */

/** GET /absence-balances?year&userId: a usuario reads their own only. */
export async function listBalances(
  db: Db,
  actor: Actor,
  query: { year: number; userId?: number },
): Promise<Balance[]> {
  const userId = query.userId ?? actor.id;
  assertMayTouch(actor, { ownerId: userId }, 'staff-or-owner', COMMON_TEXTS.forbidden);
  const book = await balanceBook(db, [userId], [query.year]);
  return book.balances.map((row) => balanceOf(row, book.used(userId, row.year, row.type)));
}

const balanceOf = (row: BalanceRow, used: { approved: number; pending: number }): Balance => ({
  userId: row.userId,
  year: row.year,
  type: row.type,
  days: row.days,
  approved: used.approved,
  pending: used.pending,
  remaining: row.days - used.approved - used.pending,
});

/** PUT /absence-balances { userId, year, type, days } (admin): `days: null` removes it. */
export async function setBalance(
  db: Db,
  input: { userId: number; year: number; type: BalanceRow['type']; days: number | null },
  /** Who sets it, and from where: a change of settings in the audit log (DECISIONS §12). */
  by: Pick<AuditEntry, 'actor' | 'address'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await absenceUser(tx, input.userId);
    if (!user) throw notFound(ABSENCE_TEXTS.userNotFound);
    // Decisions read the balance under this lock: a change never slips between read and write.
    await lockUsersAbsences(tx, [input.userId]);
    const { days, ...key } = input;
    await putBalance(tx, key, days);
    const kind = ABSENCE_TYPE_LABELS[key.type] ?? key.type;
    await recordAudit(tx, {
      ...by,
      action: 'settings-changed',
      target: {
        type: 'absence-balance',
        id: `${key.userId}/${key.year}/${key.type}`,
        label: `Saldo de ${kind} ${key.year} de ${user.name}: ${days === null ? 'sin saldo' : `${days} días`}`,
      },
    });
  });
}
