import { MFA_TEXTS } from '@app/contract/mfa';
import { ApiError } from '../../../lib/api-error';

/**
 * Whether a refusal says the sign-in's ticket is gone (expired after 5 minutes, already used):
 * then only starting again with email and password helps.
 */
export function ticketExpired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.serverMessage === MFA_TEXTS.expiredTicket)
  );
}
