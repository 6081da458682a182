import {
  SSO_ERROR_TEXTS,
  SSO_ERRORS,
  SSO_TEXTS,
  ssoButtonText,
  type SsoError,
} from '@app/contract/sso';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useSignInProviders } from '../api/sso-providers';
import { SSO_START_URL, useSsoTicketExchange } from '../api/sso-session';

const isSsoError = (value: string): value is SsoError => SSO_ERRORS.includes(value as SsoError);

/** The Spanish text of `?ssoError=`, or null without one. */
function errorOf(value: string | null): string | null {
  if (value === null) return null;
  return SSO_ERROR_TEXTS[isSsoError(value) ? value : 'failed'];
}

/**
 * 'Entrar con {OIDC_LABEL}' on the sign-in page when single sign-on is configured, and the return
 * from the provider (`/login?sso=…` exchanged for the session, `/login?ssoError=…` said) (§12).
 */
export function SsoSignIn({ onSuccess }: { onSuccess: () => void }) {
  const providers = useSignInProviders();
  const [params, setParams] = useSearchParams();
  // Read once: the ticket and the reason leave the address bar (and the history) at once.
  const [ticket] = useState(() => params.get('sso'));
  const [returned] = useState(() => errorOf(params.get('ssoError')));
  const exchange = useSsoTicketExchange(ticket, onSuccess);
  const error = exchange.error ? errorMessage(exchange.error, SSO_TEXTS.expired) : returned;
  const busy = exchange.busy;

  useEffect(() => {
    if (params.has('sso') || params.has('ssoError')) setParams({}, { replace: true });
  }, [params, setParams]);

  const label = providers?.oidc?.label;
  if (!label && !error && !busy) return null;
  return (
    <div className="mt-3 space-y-3">
      {label && !busy && (
        <>
          {/* Right after the password form it says 'o'; after the passkey's, that one said it. */}
          <div
            className="hidden items-center gap-3 pt-2 text-xs text-slate-500 [form+div>&]:flex"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-slate-200" />o
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <a href={SSO_START_URL} className={buttonClasses('secondary', 'md', 'w-full')}>
            {ssoButtonText(label)}
          </a>
        </>
      )}
      {busy && (
        <p role="status" className="text-center text-sm text-slate-600">
          Iniciando sesión…
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
