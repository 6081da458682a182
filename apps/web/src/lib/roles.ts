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
