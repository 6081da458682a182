/**
 * What the rest of the server may use of auth (docs/decisions/018): the session behind a bearer
 * token (plugins/auth), ending a user's sessions (users), the invitation mail (users) and the
 * sessions' housekeeping (server), and opening a session for the other ways in (mfa, passkeys, sso). Everything else of this folder is the feature's own.
 */
export { sendVerificationMail } from './account-mails';
export { signedIn } from './signed-in';
export {
  createSession,
  sessionClientOf,
  type SessionClient,
  findSession,
  forgetUserSessions,
  purgeExpiredSessions,
  revokeUserSessions,
} from './sessions';
