import { ME_PATH } from '../features/auth/api/paths';
import { todayShiftPath, userPunchesPath } from '../features/punches/api/paths';
import { PUNCH_ROLES } from '../features/punches/utils/punch-status';
import { requestEarly } from '../lib/api-client';
import type { Session } from '../lib/session';

/**
 * The shell's start-up calls (the signed-in user; for the punch widget's roles its punch status
 * and today's shift), asked for as soon as the address is known, before the shell's code and its
 * queries have loaded: those queries then take these answers (SPEC §2's start-up screen still
 * waits for them).
 */
export function requestStartup(session: Session) {
  requestEarly(ME_PATH);
  if (!PUNCH_ROLES.includes(session.user.role)) return;
  requestEarly(userPunchesPath(session.user.id));
  requestEarly(todayShiftPath(session.user.id));
}
