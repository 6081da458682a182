import { loginResponseSchema, type LoginResponse } from '@app/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Where the browser starts a sign-in at the OpenID provider (a full page navigation). */
export const SSO_START_URL = '/api/auth/oidc/start';

/** Tickets already being exchanged: a ticket serves once, even if the page asks twice. */
const exchanging = new Map<string, Promise<LoginResponse>>();

/**
 * `POST /auth/oidc/session { ticket }`: the provider's answer, as the callback left it in the URL,
 * exchanged for the session, stored as every sign-in stores it.
 */
export function exchangeSsoTicket(ticket: string): Promise<LoginResponse> {
  let exchange = exchanging.get(ticket);
  if (!exchange) {
    exchange = api
      .post('/auth/oidc/session', loginResponseSchema, { body: { ticket } })
      .then((response) => {
        saveSession(response.token, response.result);
        return response;
      });
    exchanging.set(ticket, exchange);
  }
  return exchange;
}

/**
 * Exchanges the ticket of `/login?sso=…` (read once, as the page opens), then calls `onSuccess`; `busy` while it is on its
 * way, `error` when the ticket was refused (used, expired, or the account deactivated meanwhile).
 */
export function useSsoTicketExchange(ticket: string | null, onSuccess: () => void) {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({
    busy: ticket !== null,
    error: null,
  });
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  useEffect(() => {
    if (!ticket) return;
    let current = true;
    exchangeSsoTicket(ticket).then(
      () => {
        if (current) success.current();
      },
      (error: unknown) => {
        if (current) setState({ busy: false, error });
      },
    );
    return () => {
      current = false;
    };
  }, [ticket]);
  return state;
}
