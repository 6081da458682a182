import type { Role } from '@app/contract/common';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  office: 'Oficina',
  usuario: 'Usuario',
};

/** Where a role lands after signing in and on `/` (DECISIONS §3). */
export function homePath(role: Role): string {
  return role === 'admin' ? '/dashboard' : '/shifts';
}

/**
 * Whether a role manages the staff (admin or office): sees everyone's shifts and punches and acts
 * on them. One answer for every screen, so none spells the question its own way; `undefined` (no
 * session) is not a manager.
 */
export function isManager(role: Role | undefined | null): boolean {
  return role === 'admin' || role === 'office';
}
