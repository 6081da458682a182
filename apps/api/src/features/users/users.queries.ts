import { eq, sql } from 'drizzle-orm';
import type { User } from '@app/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The public shape of a user row: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  phone: users.phone,
  active: users.active,
  verified: sql<boolean>`${users.verifiedAt} is not null`.mapWith(Boolean),
};

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}
