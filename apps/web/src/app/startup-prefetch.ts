import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/auth/api/get-me';
import { userPunchesQueryOptions } from '../features/punches/api/get-punches';
import { hasShiftTodayQueryOptions } from '../features/punches/api/get-today-shift';
import { PUNCH_ROLES } from '../features/punches/utils/punch-status';
import type { Session } from '../lib/session';

/**
 * The shell's start-up calls (the signed-in user; for the punch widget's roles its punch status
 * and today's shift), asked for as soon as the address is known, while the shell's code loads:
 * the shell's own queries then find them under way (SPEC §2's start-up screen still waits for them).
 */
export function prefetchStartup(queryClient: QueryClient, session: Session) {
  void queryClient.prefetchQuery(meQueryOptions());
  if (!PUNCH_ROLES.includes(session.user.role)) return;
  void queryClient.prefetchQuery(userPunchesQueryOptions(session.user.id));
  void queryClient.prefetchQuery(hasShiftTodayQueryOptions(session.user.id));
}
