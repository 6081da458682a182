import type { VerifyUserInput } from '@app/contract/auth';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/app-error';
import { hashToken } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.queries';
import { forgetUserSessions } from './sessions';
import { consumeUserToken, issueUserToken } from './user-tokens';
import { AUTH_TEXTS, VERIFY_LINK_TEXTS } from '@app/contract/auth';

/** Without ADMIN_EMAIL; an address the login form accepts (`admin@localhost` would not be). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
/** The name the first admin has until its setup page gives the real one. */
const DEFAULT_ADMIN_NAME = 'Administrador';

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
  options: FirstAdminOptions,
): Promise<FirstAdminResult> {
  if (await hasReadyAdmin(db)) return { kind: 'exists' };
  // Several instances starting together on an empty database: one makes the admin, the others
  // wait for it and find it (a transaction-level lock, released at commit).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    return ensureFirstAdminLocked(tx, options);
  });
}

type FirstAdminOptions = {
  email: string | undefined;
  password: string | undefined;
  appUrl: string;
  /** The company clock's current instant (`app.clock.now()`): the link's validity starts here. */
  now: Date;
};
/** Advisory lock id of the first admin's creation (727001 is the migrations'). */
const FIRST_ADMIN_LOCK = 727_002;

async function ensureFirstAdminLocked(
  db: Db,
  options: FirstAdminOptions,
): Promise<FirstAdminResult> {
  if (await hasReadyAdmin(db)) return { kind: 'exists' };

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
        name: DEFAULT_ADMIN_NAME,
        email,
        role: 'admin',
        passwordHash,
        verifiedAt: options.now,
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
        .values({ name: DEFAULT_ADMIN_NAME, email, role: 'admin' })
        .returning({ id: users.id, email: users.email })
    )[0];
  if (!admin) throw new Error('No se pudo crear el primer administrador');
  const token = await issueUserToken(db, admin.id, 'verify', options.now);
  return {
    kind: 'setup-link',
    email: admin.email,
    link: `${options.appUrl}/auth/verify-user?token=${encodeURIComponent(token)}`,
  };
}

/** An active admin who can sign in. */
async function hasReadyAdmin(db: Db) {
  const [ready] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), isNotNull(users.passwordHash)))
    .limit(1);
  return Boolean(ready);
}

/**
 * The account a usable verification token sets up, and whether it is the first admin's one-time
 * setup: an active admin without a password while no admin can sign in (only `ensureFirstAdmin`
 * makes such a link; an admin registered later gets an emailed link once an admin exists).
 */
async function tokenAccount(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      hasPassword: isNotNull(users.passwordHash),
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, 'verify'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row?.active) return null;
  const firstAdmin = row.role === 'admin' && !row.hasPassword && !(await hasReadyAdmin(db));
  return { ...row, firstAdmin };
}

/**
 * `GET /auth/verify-user?token=`: what the page sets up at `now` (the company clock's). For the
 * first admin, the name and email it has unless they are the placeholders; nothing about anyone
 * else's account.
 */
export async function describeVerifyLink(db: Db, token: string, now: Date) {
  const account = await tokenAccount(db, token, now);
  if (!account) throw badRequest(await unusableLinkMessage(db, token));
  if (!account.firstAdmin) return { firstAdmin: false, name: null, email: null };
  return {
    firstAdmin: true,
    name: account.name === DEFAULT_ADMIN_NAME ? null : account.name,
    email: account.email === DEFAULT_ADMIN_EMAIL ? null : account.email,
  };
}

/**
 * Why a verify link cannot be used, said so that its holder knows how to get a working one: while
 * no admin can sign in, a restart prints a new first-admin link (`ensureFirstAdmin`); an admin's
 * used link means the account is set up; anything else asks for a new link.
 */
async function unusableLinkMessage(db: Db, token: string) {
  if (!(await hasReadyAdmin(db))) return VERIFY_LINK_TEXTS.noAdminYet;
  const [row] = await db
    .select({ role: users.role, hasPassword: isNotNull(users.passwordHash) })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, 'verify'),
        isNotNull(userTokens.usedAt),
      ),
    )
    .limit(1);
  return row?.role === 'admin' && row.hasPassword
    ? VERIFY_LINK_TEXTS.adminReady
    : AUTH_TEXTS.invalidLink;
}

/** What a verify-user link is: the first admin's setup (see `setUpFirstAdmin`), another, or unusable. */
export async function verifyLinkKind(db: Db, token: string, now: Date) {
  const account = await tokenAccount(db, token, now);
  return !account ? 'invalid' : account.firstAdmin ? 'first-admin' : 'account';
}

/**
 * The first admin's one-time setup (DECISIONS §1): name, email and password in one transaction
 * that consumes the link; a refused value (common password, taken email) leaves it usable.
 */
export async function setUpFirstAdmin(db: Db, input: VerifyUserInput, now: Date, address: string) {
  const name = input.name;
  const email = input.email;
  if (!name || !email) {
    throw badRequest(AUTH_TEXTS.firstAdminFields, {
      ...(name ? {} : { name: 'Requerido' }),
      ...(email ? {} : { email: 'Requerido' }),
    });
  }
  if (isCommonPassword(input.password)) throw badRequest(AUTH_TEXTS.commonPassword);
  const passwordHash = await hashPassword(input.password);
  const admin = await db
    .transaction(async (tx) => {
      const userId = await consumeUserToken(tx, input.token, 'verify', now);
      // Once an admin can sign in, the first-admin setup is over.
      if (!userId || (await hasReadyAdmin(tx))) throw badRequest(AUTH_TEXTS.invalidLink);
      const [admin] = await tx
        .update(users)
        .set({ name, email, passwordHash, verifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(users.id, userId),
            eq(users.role, 'admin'),
            eq(users.active, true),
            isNull(users.passwordHash),
          ),
        )
        .returning({ id: users.id, email: users.email });
      if (!admin) throw badRequest(AUTH_TEXTS.invalidLink);
      await recordAudit(tx, {
        action: 'password-set',
        actor: { id: admin.id, label: name },
        address,
        target: { type: 'user', id: admin.id, label: admin.email },
      });
      return admin;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(AUTH_TEXTS.emailTaken);
      throw error;
    });
  forgetUserSessions(admin.id);
  return admin.email;
}
