import type { Role } from '@app/contract/common';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homePath } from '../lib/roles';
import { useSession } from '../lib/session';
import { SECTIONS } from './sections';

/** Signed-out visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return children;
}

/** /login is for signed-out visitors; a signed-in user goes to their home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to={homePath(session.user.role)} replace />;
  return children;
}

/** Where a disallowed page sends a role: /dashboard (SPEC §2), or home when that is not theirs either. */
export function deniedPath(role: Role): string {
  return SECTIONS['/dashboard'].roles.includes(role) ? '/dashboard' : homePath(role);
}

/**
 * A page for some roles only. Others go to /dashboard (an office user opening /users), or to
 * their own home when /dashboard is not theirs either (usuario lands on /shifts), so nobody loops.
 */
export function RoleGuard({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (!roles.includes(session.user.role))
    return <Navigate to={deniedPath(session.user.role)} replace />;
  return children;
}

/** `/`: admin to /dashboard, office and usuario to /shifts (DECISIONS §3). */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? homePath(session.user.role) : '/login'} replace />;
}

/** Any unknown path: /dashboard when signed in (the role guard takes it from there), else /login. */
export function UnknownPathRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/dashboard' : '/login'} replace />;
}
