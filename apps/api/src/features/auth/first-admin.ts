import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { issueUserToken } from '../../lib/user-tokens';

/** Without ADMIN_EMAIL; an address the login form accepts (`admin@localhost` would not be). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export type FirstAdminResult =
  | { kind: 'exists' }
  | { kind: 'created-with-password'; email: string }
  | { kind: 'setup-link'; email: string; link: string };

/**
 * With no admin able to sign in, makes sure there is one (DECISIONS §1): ADMIN_EMAIL +
 * ADMIN_PASSWORD create it ready to use; otherwise a one-time link to set its password is issued
 * (anew at every start until it is used). There is never a default password.
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string | undefined; password: string | undefined; appUrl: string },
): Promise<FirstAdminResult> {
  const [ready] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), isNotNull(users.passwordHash)))
    .limit(1);
  if (ready) return { kind: 'exists' };

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (options.password) {
    if (isCommonPassword(options.password)) {
      throw new Error('ADMIN_PASSWORD es una contraseña demasiado común; elige otra.');
    }
    const passwordHash = await hashPassword(options.password);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (existing) {
      await db
        .update(users)
        .set({ role: 'admin', active: true, passwordHash, verifiedAt: sql`now()` })
        .where(eq(users.id, existing.id));
    } else {
      await db.insert(users).values({
        name: 'Administrador',
        email,
        role: 'admin',
        passwordHash,
        verifiedAt: new Date(),
      });
    }
    return { kind: 'created-with-password', email };
  }

  const [pending] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), isNull(users.passwordHash)))
    .limit(1);
  const admin =
    pending ??
    (
      await db
        .insert(users)
        .values({ name: 'Administrador', email, role: 'admin' })
        .returning({ id: users.id, email: users.email })
    )[0];
  if (!admin) throw new Error('No se pudo crear el primer administrador');
  const token = await issueUserToken(db, admin.id, 'verify');
  return {
    kind: 'setup-link',
    email: admin.email,
    link: `${options.appUrl}/auth/verify-user?token=${encodeURIComponent(token)}`,
  };
}
