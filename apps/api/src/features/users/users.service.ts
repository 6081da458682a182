import type { UpdateUser } from '@app/contract/users';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../lib/access';
import { recordAudit, userTarget, type AuditEntry } from '../audit/audit.queries';
import { forgetUserSessions, revokeUserSessions } from '../auth/auth.queries';
import { findUserById } from './users.queries';
import { countOtherActiveAdmins, setActive, updateUser } from './users.repository';
import { USERS_TEXTS } from '@app/contract/users';

/** Who changes a user, and from where: the audit row's actor (audit.queries auditActorOf). */
export type UserChangeBy = Pick<AuditEntry, 'actor' | 'address'>;

/**
 * PATCH /users/{id}: name, role, phone. What really changed enters the audit log in the same
 * transaction: 'role-changed' for the role, 'user-changed' for the name or the phone.
 */
export async function editUser(db: Db, id: number, changes: UpdateUser, by: UserChangeBy) {
  const updated = await db.transaction(async (tx) => {
    const current = await findUserById(tx, id);
    if (!current) throw notFound(USERS_TEXTS.notFound);
    if (current.role === 'admin' && changes.role && changes.role !== 'admin') {
      if ((await countOtherActiveAdmins(tx, id)) === 0) throw conflict(USERS_TEXTS.lastAdmin);
    }
    const updated = await updateUser(tx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
    });
    if (!updated) throw notFound(USERS_TEXTS.notFound);
    const target = userTarget(updated);
    if (updated.role !== current.role) {
      await recordAudit(tx, {
        ...by,
        action: 'role-changed',
        target: { ...target, label: `${target.label}: ${current.role} → ${updated.role}` },
      });
    }
    if (updated.name !== current.name || updated.phone !== current.phone) {
      await recordAudit(tx, { ...by, action: 'user-changed', target });
    }
    return updated;
  });
  forgetUserSessions(id); // its sessions carry the old name, role and phone
  return updated;
}

/** DECISIONS §3: the user can no longer sign in, every session ends, the history stays. */
export async function deactivateUser(db: Db, actor: SessionUser, id: number, by: UserChangeBy) {
  if (actor.id === id) throw conflict(USERS_TEXTS.cannotDeactivateSelf);
  await db.transaction(async (tx) => {
    const user = await setActive(tx, id, false);
    if (!user) throw notFound(USERS_TEXTS.notFound);
    await revokeUserSessions(tx, id);
    await recordAudit(tx, { ...by, action: 'user-deactivated', target: userTarget(user) });
  });
  forgetUserSessions(id);
}

/**
 * Gives a deactivated user back the right to sign in (with the password they had): a change of the
 * user, in the audit log ('user-changed', the target saying 'reactivado').
 */
export async function reactivateUser(db: Db, id: number, by: UserChangeBy) {
  const user = await db.transaction(async (tx) => {
    const row = await setActive(tx, id, true);
    if (!row) throw notFound(USERS_TEXTS.notFound);
    const target = userTarget(row);
    await recordAudit(tx, {
      ...by,
      action: 'user-changed',
      target: { ...target, label: `${target.label}: reactivado` },
    });
    return row;
  });
  forgetUserSessions(id);
  return user;
}
