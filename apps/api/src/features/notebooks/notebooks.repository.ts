import type { NotebookScope, NotebookType } from '@app/contract/notebooks';
import { and, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  notebookReveals,
  notebooks,
  notebookShares,
  subCategories,
  users,
} from '../../db/schema/index';
import { foldedContains } from '../../lib/folded-text';
import { pagedList } from '../../lib/paged-list';

/**
 * Every query of the shared managers. Who sees an item is decided here, in SQL: its owner and the
 * users it is shared with, whatever their role (DECISIONS §8; no admin bypass). A page is one
 * query for its rows (with the owner's name, the sub-category and the shares aggregated) and one
 * for its count, whatever the number of items and shares (docs/decisions/050).
 */

export type UserRef = { id: number; name: string };

export type NotebookRow = {
  id: number;
  type: string;
  ownerId: number;
  ownerName: string;
  title: string;
  subCategoryId: number | null;
  subCategoryValue: string | null;
  email: string | null;
  link: string | null;
  description: string;
  text: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** the active users it is shared with, by name; the service shows them to the owner only */
  sharedWithUsers: UserRef[];
};

/** The users an item is shared with (active ones: the others cannot sign in), by name. */
const sharedWithUsers = sql<UserRef[]>`coalesce((
    select json_agg(json_build_object('id', su.id, 'name', su.name) order by lower(su.name), su.id)
    from ${notebookShares} s join ${users} su on su.id = s.user_id
    where s.notebook_id = ${notebooks.id} and su.active
  ), '[]'::json)`;

const notebookColumns = {
  id: notebooks.id,
  type: notebooks.type,
  ownerId: notebooks.ownerId,
  ownerName: users.name,
  title: notebooks.title,
  subCategoryId: notebooks.subCategoryId,
  subCategoryValue: subCategories.value,
  email: notebooks.email,
  link: notebooks.link,
  description: notebooks.description,
  text: notebooks.text,
  createdAt: notebooks.createdAt,
  updatedAt: notebooks.updatedAt,
  sharedWithUsers,
};

const selectNotebooks = (db: Db) =>
  db
    .select(notebookColumns)
    .from(notebooks)
    .innerJoin(users, eq(users.id, notebooks.ownerId))
    .leftJoin(subCategories, eq(subCategories.id, notebooks.subCategoryId))
    .$dynamic();

/** Who is reading, and which of the items they may see they asked for. */
export type Viewer = { userId: number; type: NotebookType; scope: NotebookScope };

/** The ids of the items shared with a user. */
const sharedIdsOf = (userId: number) =>
  sql`select s.notebook_id from ${notebookShares} s where s.user_id = ${userId}`;

/**
 * The items of a type a user may see: own ones, ones shared with them, or both. Written as an
 * `id in (…)` of the two index reads (the user's own of the type, the user's shares) rather than
 * an OR over the whole type, so that a page and its count read the few hundred rows the user may
 * see, not every item of the type.
 */
export function visibleTo({ userId, type, scope }: Viewer): SQL {
  const ofType = eq(notebooks.type, type);
  const own = eq(notebooks.ownerId, userId);
  const shared = sql`${notebooks.id} in (${sharedIdsOf(userId)})`;
  if (scope === 'mine') return and(ofType, own)!;
  if (scope === 'shared') return and(ofType, shared, sql`${notebooks.ownerId} <> ${userId}`)!;
  return and(
    ofType,
    sql`${notebooks.id} in (
      select o.id from ${notebooks} o where o.owner_id = ${userId} and o.type = ${type}
      union all ${sharedIdsOf(userId)})`,
  )!;
}

/** What a list reads: who reads (required), then the filters of SPEC §2. */
export type NotebookQuery = {
  viewer: Viewer;
  title?: string | undefined;
  /** created at or after this instant (the start of `dateFrom` in the company zone) */
  createdFrom?: Date | undefined;
  /** created before this instant (the start of the day after `dateTo`) */
  createdBefore?: Date | undefined;
  subCategoryId?: number | undefined;
};

/** The items a user may see, newest first (SPEC §4: new items first), a page at a time. */
export const notebookList = pagedList<NotebookQuery, ReturnType<typeof selectNotebooks>>({
  table: notebooks,
  select: selectNotebooks,
  filters: {
    viewer: visibleTo,
    title: (text) => foldedContains([notebooks.title], text),
    createdFrom: (instant) => gte(notebooks.createdAt, instant),
    createdBefore: (instant) => lt(notebooks.createdAt, instant),
    subCategoryId: (id) => eq(notebooks.subCategoryId, id),
  },
  orderBy: [desc(notebooks.createdAt), desc(notebooks.id)],
});

/** The item `id`, if `userId` owns it or it is shared with them. */
const visibleItem = (userId: number, id: number) =>
  and(
    eq(notebooks.id, id),
    sql`(${notebooks.ownerId} = ${userId} or ${notebooks.id} in (${sharedIdsOf(userId)}))`,
  );

/** One item, if the user may see it (undefined otherwise: not found and not visible look alike). */
export async function visibleNotebook(
  db: Db,
  userId: number,
  id: number,
): Promise<NotebookRow | undefined> {
  const [row] = await selectNotebooks(db).where(visibleItem(userId, id)).limit(1);
  return row;
}

/**
 * What the access rules read of an item the user may see: its type and owner; `lock` holds it for
 * the rest of the transaction (a change, a delete or a share decides on it).
 */
export async function visibleItemAccess(db: Db, userId: number, id: number, lock = false) {
  const query = db
    .select({ id: notebooks.id, type: notebooks.type, ownerId: notebooks.ownerId })
    .from(notebooks)
    .where(visibleItem(userId, id))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The sealed mailbox password of an item the user may see. */
export async function visibleSecret(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      type: notebooks.type,
      sealed: notebooks.passwordSealed,
      keyId: notebooks.passwordKeyId,
    })
    .from(notebooks)
    .where(visibleItem(userId, id));
  return row;
}

/** The id the next item will have: a mailbox password is sealed to it before the insert. */
export async function nextNotebookId(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('notebooks', 'id'))::int as id`,
  )) as { rows: { id: number | string }[] };
  return Number(result.rows[0]!.id);
}

export type NotebookValues = Omit<typeof notebooks.$inferInsert, 'id' | 'updatedAt'>;

/** Inserts an item under the id taken by nextNotebookId. */
export async function insertNotebook(db: Db, id: number, values: NotebookValues) {
  await db
    .insert(notebooks)
    .overridingSystemValue()
    .values({ ...values, id });
}

export async function updateNotebook(db: Db, id: number, values: Partial<NotebookValues>) {
  await db
    .update(notebooks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notebooks.id, id));
}

export async function deleteNotebook(db: Db, id: number) {
  await db.delete(notebooks).where(eq(notebooks.id, id));
}

/**
 * Which of these users may receive a share: the active ones, held (`for key share`) until the
 * transaction ends.
 */
export async function activeUsersAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, true)))
    .for('key share');
  return rows.map((row) => row.id);
}

/** Sets the whole list of users an item is shared with; those kept keep their first share date. */
export async function replaceShares(db: Db, notebookId: number, userIds: readonly number[]) {
  await db
    .delete(notebookShares)
    .where(
      userIds.length === 0
        ? eq(notebookShares.notebookId, notebookId)
        : and(
            eq(notebookShares.notebookId, notebookId),
            notInArray(notebookShares.userId, [...userIds]),
          ),
    );
  if (userIds.length === 0) return;
  await db
    .insert(notebookShares)
    .values(userIds.map((userId) => ({ notebookId, userId })))
    .onConflictDoNothing();
}

export async function insertReveal(
  db: Db,
  values: { notebookId: number; userId: number; userName: string },
) {
  await db.insert(notebookReveals).values(values);
}

/** Who read an item's password when, newest first, a page at a time. */
export const revealList = pagedList<{ notebookId: number }, ReturnType<typeof selectReveals>>({
  table: notebookReveals,
  select: (db) => selectReveals(db),
  filters: { notebookId: (id) => eq(notebookReveals.notebookId, id) },
  orderBy: [desc(notebookReveals.revealedAt), desc(notebookReveals.id)],
});

function selectReveals(db: Db) {
  return db
    .select({
      userId: notebookReveals.userId,
      userName: notebookReveals.userName,
      revealedAt: notebookReveals.revealedAt,
    })
    .from(notebookReveals)
    .$dynamic();
}
