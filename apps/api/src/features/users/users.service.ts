import type { UpdateUser } from '@app/contract/users';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../lib/access';
import { forgetUserSessions, revokeUserSessions } from '../auth/auth.queries';
import { findUserById } from './users.queries';
import { countOtherActiveAdmins, setActive, updateUser } from './users.repository';
import { USERS_TEXTS } from '@app/contract/users';

export async function editUser(db: Db, id: number, changes: UpdateUser) {
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
    return updated;
  });
  forgetUserSessions(id); // its sessions carry the old name, role and phone
  return updated;
}

/** DECISIONS §3: the user can no longer sign in, every session ends, the history stays. */
export async function deactivateUser(db: Db, actor: SessionUser, id: number) {
  if (actor.id === id) throw conflict(USERS_TEXTS.cannotDeactivateSelf);
  await db.transaction(async (tx) => {
    const user = await setActive(tx, id, false);
    if (!user) throw notFound(USERS_TEXTS.notFound);
    await revokeUserSessions(tx, id);
  });
  forgetUserSessions(id);
}

/** Gives a deactivated user back the right to sign in (with the password they had). */
export async function reactivateUser(db: Db, id: number) {
  const user = await setActive(db, id, true);
  if (!user) throw notFound(USERS_TEXTS.notFound);
  forgetUserSessions(id);
  return user;
}
