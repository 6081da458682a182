import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { User, UserListItem } from '@app/contract/users';
import type { Db } from '../../db/client';
import { users, userTotp } from '../../db/schema/index';
import { preparedPerDb } from '../../lib/prepared';
import { publicUserColumns } from './users.queries';

const usersList = preparedPerDb((db) =>
  db
    .select({
      ...publicUserColumns,
      // A confirmed TOTP second factor (migration 0017 keeps the list's version in step with it).
      secondFactor:
        sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null)`.mapWith(
          Boolean,
        ),
    })
    .from(users)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .prepare('users_list'),
);

export const listUsers = (db: Db): Promise<UserListItem[]> => usersList(db).execute();

export const listShareableUsers = (db: Db, exceptUserId: number) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.active, true), ne(users.id, exceptUserId)))
    .orderBy(asc(sql`lower(${users.name})`));

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<User, 'name' | 'role' | 'phone'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return row;
}

export async function setActive(db: Db, id: number, active: boolean) {
  const [row] = await db
    .update(users)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return row;
}

/** Active admins other than the given user: the last admin may not lose the role. */
export async function countOtherActiveAdmins(db: Db, exceptUserId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, exceptUserId)));
  return row?.count ?? 0;
}
