import type { LoginResponse } from '@app/contract/auth';
import { SIGN_IN_METHOD_LABELS } from '@app/contract/sessions';
import type { User } from '@app/contract/users';
import type { Db } from '../../db/client';
import type { CompanyClock } from '../../lib/time';
import { recordAudit } from '../audit/audit.queries';
import { createSession, type SessionClient } from './sessions';

/**
 * The last step of every way in (password, password and code, passkey, single sign-on): opens the
 * session, writes the 'sign-in' row of the audit log, and answers as `POST /auth` does.
 */
export async function signedIn(
  deps: { db: Db; clock: CompanyClock },
  user: User,
  client: SessionClient,
): Promise<LoginResponse> {
  const token = await createSession(deps.db, user.id, deps.clock.now(), client);
  await recordAudit(deps.db, {
    action: 'sign-in',
    actor: { id: user.id, label: user.name },
    address: client.address,
    // How it signed in, as 'Sesiones' names it ('ana@empresa.es · Contraseña y código').
    target: {
      type: 'user',
      id: user.id,
      label: `${user.email} · ${SIGN_IN_METHOD_LABELS[client.method]}`,
    },
  });
  return { success: true, token, result: user };
}
