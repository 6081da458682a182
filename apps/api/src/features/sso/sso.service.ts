import type { SsoError } from '@app/contract/sso';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CompanyClock } from '../../lib/time';
import { recordAudit } from '../audit/audit.queries';
import { countSignInFailure } from '../metrics/metrics.queries';
import { findUserByEmail } from '../users/users.queries';
import type { OidcClient } from './oidc-client';
import { savePendingLogin, takePendingLogin } from './oidc-logins';
import { issueSsoTicket } from './sso-tickets';

export type SsoDeps = { db: Db; clock: CompanyClock; log: FastifyBaseLogger; oidc: OidcClient };

/** Where the SPA shows the outcome: the sign-in page with a ticket or a reason. */
const loginWithError = (error: SsoError) => `/login?ssoError=${error}`;
const loginWithTicket = (ticket: string) => `/login?sso=${encodeURIComponent(ticket)}`;

/**
 * `GET /auth/oidc/start`: the provider's authorization URL, its sign-in remembered for the
 * callback; the sign-in page with 'failed' when the provider cannot be reached.
 */
export async function startOidcLogin(deps: SsoDeps): Promise<string> {
  try {
    const { url, state, nonce, codeVerifier } = await deps.oidc.authorizationUrl();
    await savePendingLogin(deps.db, state, { nonce, codeVerifier }, deps.clock.now());
    return url;
  } catch (error) {
    deps.log.warn({ err: error }, 'single sign-on: the provider cannot be reached');
    return loginWithError('failed');
  }
}

/**
 * `GET /auth/oidc/callback`: checks the provider's answer and, when its verified email is an
 * active user's, a single-use ticket for the session. No account is ever created here.
 */
export async function finishOidcLogin(
  deps: SsoDeps,
  search: string,
  address: string,
): Promise<string> {
  const state = new URLSearchParams(search).get('state');
  if (!state || state.length > 500) return loginWithError('failed');
  const pending = await takePendingLogin(deps.db, state, deps.clock.now());
  if (pending === 'expired') return loginWithError('expired');
  if (pending === 'unknown') {
    deps.log.warn('single sign-on: an unknown or already used state');
    return loginWithError('failed');
  }

  let identity;
  try {
    identity = await deps.oidc.finish(search, { state, ...pending });
  } catch (error) {
    deps.log.warn({ err: error }, 'single sign-on: the answer was refused');
    return loginWithError('failed');
  }

  const user = identity.email ? await findUserByEmail(deps.db, identity.email) : undefined;
  if (!identity.email || !identity.emailVerified || !user?.active) {
    countSignInFailure('failed', 'sso');
    await recordAudit(deps.db, {
      action: 'sign-in',
      outcome: 'failed',
      actor: { id: null, label: identity.email ?? `sub:${identity.subject}` },
      address,
    });
    return loginWithError('not-enabled');
  }
  return loginWithTicket(await issueSsoTicket(deps.db, user.id, deps.clock.now()));
}
