import { COMMON_TEXTS, type PageRequest } from '@app/contract/common';
import { addDays } from '@app/contract/dates';
import {
  NOTEBOOK_TEXTS,
  NOTEBOOK_TYPE_TEXTS,
  type CreateNotebook,
  type Notebook,
  type NotebookListQuery,
  type NotebookReveal,
  type NotebookType,
  type UpdateNotebook,
} from '@app/contract/notebooks';
import type { Db } from '../../db/client';
import { assertMayTouch, mayTouch, type SessionUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/app-error';
import type { Keyring } from '../../lib/sealed-box';
import type { CompanyClock } from '../../lib/time';
import { subCategoryFeatureHeld } from '../sub-categories/sub-categories.queries';
import { openPassword, sealPassword } from './notebook-passwords';
import {
  activeUsersAmong,
  deleteNotebook,
  insertNotebook,
  insertReveal,
  nextNotebookId,
  notebookList,
  replaceShares,
  revealList,
  updateNotebook,
  visibleItemAccess,
  visibleNotebook,
  visibleSecret,
  type NotebookRow,
  type NotebookValues,
} from './notebooks.repository';

/**
 * The rules of the shared managers (DECISIONS §8): an item is seen by its owner and by whom it is
 * shared with, whatever their role; only the owner changes, deletes and shares it (403). An item
 * the caller may not see answers 404 with its manager's text, as one that does not exist: its
 * existence is not revealed (docs/decisions/050). Mailbox passwords are sealed at rest and given
 * only by `revealSecret`, which records each read.
 */

export type NotebookDeps = { db: Db; clock: CompanyClock; keyring: Keyring };
export type Caller = Pick<SessionUser, 'id' | 'name' | 'role'>;

/** The not-found text of a manager; without a type (none asked, none visible), the common one. */
const notFoundOf = (type: NotebookType | undefined) =>
  notFound(type ? NOTEBOOK_TYPE_TEXTS[type].notFound : COMMON_TEXTS.notFound);

export function toNotebook(clock: CompanyClock, caller: Caller, row: NotebookRow): Notebook {
  const isOwner = mayTouch(caller, { ownerId: row.ownerId }, 'owner');
  // With whom it is shared is the owner's business: a recipient sees only who owns it.
  const shared = isOwner ? row.sharedWithUsers : [];
  const base = {
    id: row.id,
    title: row.title,
    subCategoryId: row.subCategoryId,
    subCategory:
      row.subCategoryId !== null && row.subCategoryValue !== null
        ? { id: row.subCategoryId, value: row.subCategoryValue }
        : null,
    userId: row.ownerId,
    owner: { id: row.ownerId, name: row.ownerName },
    isOwner,
    sharedWith: shared.map((user) => user.id),
    sharedWithUsers: shared,
    createdAt: clock.iso(row.createdAt),
    updatedAt: clock.iso(row.updatedAt),
  };
  switch (row.type as NotebookType) {
    case 'email':
      return { ...base, type: 'email', email: row.email ?? '' };
    case 'link':
      return { ...base, type: 'link', link: row.link ?? '', description: row.description };
    case 'template':
      return { ...base, type: 'template', description: row.description, text: row.text ?? '' };
  }
}

export async function listNotebooks(
  { db, clock }: NotebookDeps,
  caller: Caller,
  query: NotebookListQuery,
) {
  const { rows, total } = await notebookList.page(db, {
    viewer: { userId: caller.id, type: query.type, scope: query.scope ?? 'all' },
    title: query.title,
    // The creation date in the company zone (DECISIONS §8), both ends inclusive.
    createdFrom: query.dateFrom ? clock.startOfDay(query.dateFrom) : undefined,
    createdBefore: query.dateTo ? clock.startOfDay(addDays(query.dateTo, 1)) : undefined,
    subCategoryId: query.subCategoryId,
    page: query.page,
    limit: query.limit,
  });
  return { data: rows.map((row) => toNotebook(clock, caller, row)), totalItems: total };
}

/**
 * Inside the writing transaction: the sub-category given exists and belongs to this manager (400
 * otherwise), held until the end so that a concurrent delete waits and then clears it.
 */
async function assertSubCategory(tx: Db, type: NotebookType, id: number | null | undefined) {
  if (id === undefined || id === null) return;
  const feature = await subCategoryFeatureHeld(tx, id);
  if (feature === undefined) throw badRequest(NOTEBOOK_TEXTS.subCategoryMissing);
  if (feature !== type) throw badRequest(NOTEBOOK_TEXTS.subCategoryOtherType);
}

/** Reads the item back as the caller sees it, inside the transaction that wrote it. */
async function readBack(tx: Db, clock: CompanyClock, caller: Caller, id: number) {
  const row = await visibleNotebook(tx, caller.id, id);
  if (!row) throw new Error(`notebook ${id} vanished inside its own transaction`);
  return toNotebook(clock, caller, row);
}

/** POST /notebooks: the caller owns it; a mailbox password is sealed to the new row's id. */
export async function createNotebook(
  { db, clock, keyring }: NotebookDeps,
  caller: Caller,
  input: CreateNotebook,
): Promise<Notebook> {
  return db.transaction(async (tx) => {
    await assertSubCategory(tx, input.type, input.subCategoryId);
    // The id first: the sealed password names its row, and the row needs its password.
    const id = await nextNotebookId(tx);
    const common = {
      type: input.type,
      ownerId: caller.id,
      title: input.title,
      subCategoryId: input.subCategoryId ?? null,
    };
    let values: NotebookValues;
    switch (input.type) {
      case 'email':
        values = {
          ...common,
          email: input.email,
          ...sealPassword(keyring, id, input.password),
        };
        break;
      case 'link':
        values = { ...common, link: input.link, description: input.description ?? '' };
        break;
      case 'template':
        values = { ...common, description: input.description, text: input.text };
        break;
    }
    await insertNotebook(tx, id, values);
    return readBack(tx, clock, caller, id);
  });
}

/**
 * The item, locked for the rest of the transaction, if the caller may see it and it is of the type
 * asked (404 otherwise), and the caller owns it (403 otherwise).
 */
async function heldByOwner(
  tx: Db,
  caller: Caller,
  id: number,
  type: NotebookType | undefined,
): Promise<{ type: NotebookType; ownerId: number }> {
  const row = await visibleItemAccess(tx, caller.id, id, true);
  if (!row || (type !== undefined && row.type !== type)) throw notFoundOf(type);
  assertMayTouch(caller, { ownerId: row.ownerId }, 'owner', NOTEBOOK_TEXTS.onlyOwner);
  return { type: row.type as NotebookType, ownerId: row.ownerId };
}

/** Only the fields a PATCH body gave (undefined means "not sent"). */
const given = <T extends Record<string, unknown>>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;

/** PATCH /notebooks/{id}: the owner changes the fields sent; the others keep their values. */
export async function changeNotebook(
  { db, clock, keyring }: NotebookDeps,
  caller: Caller,
  id: number,
  input: UpdateNotebook,
): Promise<Notebook> {
  return db.transaction(async (tx) => {
    await heldByOwner(tx, caller, id, input.type);
    await assertSubCategory(tx, input.type, input.subCategoryId);
    const { type: _type, ...fields } = input;
    const { password, ...changes } = given(fields as Record<string, unknown>) as Partial<
      NotebookValues & { password: string }
    >;
    await updateNotebook(tx, id, {
      ...changes,
      ...(password !== undefined && sealPassword(keyring, id, password)),
    });
    return readBack(tx, clock, caller, id);
  });
}

/** DELETE /notebooks/{id}?type=: the owner only; its shares and reveals go with it. */
export async function removeNotebook(
  { db }: NotebookDeps,
  caller: Caller,
  id: number,
  type: NotebookType | undefined,
): Promise<NotebookType> {
  return db.transaction(async (tx) => {
    const item = await heldByOwner(tx, caller, id, type);
    await deleteNotebook(tx, id);
    return item.type;
  });
}

/**
 * POST /notebooks/{id}/share: the owner sets the whole list (an empty one unshares). Every user
 * must be active (400 otherwise); the owner's own id is left out.
 */
export async function shareNotebook(
  { db, clock }: NotebookDeps,
  caller: Caller,
  id: number,
  userIds: readonly number[],
  type: NotebookType | undefined,
): Promise<Notebook> {
  return db.transaction(async (tx) => {
    const item = await heldByOwner(tx, caller, id, type);
    const wanted = userIds.filter((userId) => userId !== item.ownerId);
    const active = await activeUsersAmong(tx, wanted);
    if (active.length !== wanted.length) throw badRequest(NOTEBOOK_TEXTS.shareUnknownUsers);
    await replaceShares(tx, id, wanted);
    return readBack(tx, clock, caller, id);
  });
}

/**
 * GET /notebooks/{id}/secret?type=email: the mailbox password, for the owner and the users it is
 * shared with; the read is recorded (who, when) in the same transaction, so that no password is
 * given without its record.
 */
export async function revealSecret(
  { db, keyring }: NotebookDeps,
  caller: Caller,
  id: number,
  type: NotebookType | undefined,
): Promise<string> {
  if (type !== undefined && type !== 'email') throw badRequest(NOTEBOOK_TEXTS.noSecret);
  return db.transaction(async (tx) => {
    const row = await visibleSecret(tx, caller.id, id);
    if (!row || row.type !== 'email' || !row.sealed || !row.keyId) throw notFoundOf('email');
    const password = openPassword(keyring, id, { sealed: row.sealed, keyId: row.keyId });
    await insertReveal(tx, { notebookId: id, userId: caller.id, userName: caller.name });
    return password;
  });
}

/** GET /notebooks/{id}/reveals: who read a mailbox password when, newest first; the owner only. */
export async function listReveals(
  { db, clock }: NotebookDeps,
  caller: Caller,
  id: number,
  { type, ...page }: PageRequest & { type?: NotebookType | undefined },
): Promise<{ data: NotebookReveal[]; totalItems: number }> {
  if (type !== undefined && type !== 'email') throw badRequest(NOTEBOOK_TEXTS.noSecret);
  const item = await visibleItemAccess(db, caller.id, id);
  if (!item || item.type !== 'email') throw notFoundOf('email');
  assertMayTouch(caller, { ownerId: item.ownerId }, 'owner', NOTEBOOK_TEXTS.onlyOwner);
  const { rows, total } = await revealList.page(db, { notebookId: id, ...page });
  return {
    data: rows.map((row) => ({
      userId: row.userId,
      userName: row.userName,
      revealedAt: clock.iso(row.revealedAt),
    })),
    totalItems: total,
  };
}
