import type { Role } from '@app/contract/common';
import { forbidden } from './app-error';

/**
 * Who may do what (DECISIONS §3, docs/decisions/002 and 018): the one place that answers "may this
 * user call this route" (`Access`, checked by plugins/auth), "may this user touch this record"
 * (`mayTouch`, asked by the services) and "whose records may a staff-or-owner list show"
 * (`visibleOwners`). It knows roles and ownership, nothing of any feature. Which rows a list of
 * items shared through a feature's own table may show (the notebooks' shares, the vault's private
 * credentials) is that feature's repository SQL: see docs/decisions/080.
 */

/**
 * Who may call a route. Every /api route must declare it: a route without `config.access` makes
 * the server refuse to start, so no route is ever open by accident. `enrolling`: any signed-in
 * user, or the holder of an enrolment ticket of a role that must enrol a second factor first
 * (DECISIONS §12: TOTP setup and confirm only; `request.enrolling`).
 */
export type Access = 'public' | 'authenticated' | 'enrolling' | readonly Role[];

export const ADMIN: readonly Role[] = ['admin'];
export const ADMIN_OFFICE: readonly Role[] = ['admin', 'office'];

/** The signed-in user a request acts for. */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  phone: string;
  active: boolean;
  verified: boolean;
};

/** An authenticated request: its user and the session it came with. */
export type AuthContext = { user: SessionUser; sessionId: number };

/** What the access rules read of a user. */
export type Actor = Pick<SessionUser, 'id' | 'role'>;

/** What the access rules read of a record: its owner. */
export type Ownership = { ownerId: number };

/**
 * - `staff-or-owner`: admin and office touch everyone's, a usuario only their own (punches,
 *   shifts, photos: DECISIONS §3).
 * - `owner`: the owner alone (editing, deleting, sharing an item; a private credential: §8, §9).
 * - `owner-or-admin`: the owner or an admin (a sub-category: DECISIONS §8).
 *
 * Reading a notebook item shared with the reader (DECISIONS §8) is no rule here: the notebooks'
 * repository reads only the rows the reader may see (decision 080).
 */
export type OwnershipRule = 'staff-or-owner' | 'owner' | 'owner-or-admin';

/** Whether a usuario is asking: they read and act on their own records only (DECISIONS §3). */
export const seesOwnOnly = (actor: Actor) => actor.role === 'usuario';

/** May `actor` touch a record owned by `record.ownerId`? */
export function mayTouch(actor: Actor, record: Ownership, rule: OwnershipRule): boolean {
  const owns = record.ownerId === actor.id;
  switch (rule) {
    case 'staff-or-owner':
      return owns || !seesOwnOnly(actor);
    case 'owner':
      return owns;
    case 'owner-or-admin':
      return owns || actor.role === 'admin';
  }
}

/** `mayTouch`, or a 403 with the screen's Spanish text. */
export function assertMayTouch(
  actor: Actor,
  record: Ownership,
  rule: OwnershipRule,
  message: string,
): void {
  if (!mayTouch(actor, record, rule)) throw forbidden(message);
}

/**
 * The users whose records a list may show under `staff-or-owner`: a usuario's own only, else the
 * ones asked for (undefined, when none are asked: everyone).
 */
export function visibleOwners(actor: Actor, asked?: readonly number[]): number[] | undefined {
  if (seesOwnOnly(actor)) return [actor.id];
  return asked && asked.length > 0 ? [...asked] : undefined;
}
