import { MFA_TEXTS, type TotpConfirmResponse, type TotpSetup } from '@app/contract/mfa';
import { useEffect, useState } from 'react';
import { RecoveryCodesPanel } from '../../../components/security/recovery-codes-panel';
import { TotpCodeField } from '../../../components/security/totp-code-field';
import { useTotpCodeEntry } from '../../../components/security/use-totp-code-entry';
import { TotpSetupPanel } from '../../../components/security/totp-setup-panel';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';
import { useEnrolConfirm, useEnrolSetup } from '../api/mfa-enrol';
import { mfaMessages as text } from './mfa-messages';
import { ticketExpired } from './mfa-ticket';

type EnrolmentStepProps = {
  mfaToken: string;
  email: string;
  onSignedIn: () => void;
  onRestart: (notice?: string) => void;
};

type Setup = { status: 'loading' } | { status: 'ready'; setup: TotpSetup } | { status: 'failed' };

/**
 * The sign-in of a role that must have a second factor and has none (MFA_REQUIRED_ROLES): says
 * why, shows the QR code and secret (the ticket as bearer), confirms a code, shows the recovery
 * codes, and only then signs in with the session confirm gave.
 */
export function EnrolmentStep({ mfaToken, email, onSignedIn, onRestart }: EnrolmentStepProps) {
  const [setup, setSetup] = useState<Setup>({ status: 'loading' });
  const [setupError, setSetupError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const { mutate: askSetup } = useEnrolSetup();
  const confirm = useEnrolConfirm();
  const pending = confirm.isPending;
  const [confirmed, setConfirmed] = useState<TotpConfirmResponse | null>(null);

  useEffect(() => {
    askSetup(mfaToken, {
      onSuccess: (answer) => setSetup({ status: 'ready', setup: answer }),
      onError: (error) => {
        if (ticketExpired(error)) onRestart(MFA_TEXTS.expiredTicket);
        else {
          setSetupError(errorMessage(error, text.enrolSetupError));
          setSetup({ status: 'failed' });
        }
      },
    });
  }, [askSetup, mfaToken, attempt, onRestart]);

  const entry = useTotpCodeEntry((code, clear) => {
    setServerError(null);
    confirm.mutate(
      { mfaToken, code },
      {
        onSuccess: setConfirmed,
        onError: (error) => {
          if (ticketExpired(error)) {
            onRestart(MFA_TEXTS.expiredTicket);
            return;
          }
          setServerError(errorMessage(error, text.enrolConfirmError));
          clear();
        },
      },
    );
  });

  if (confirmed) {
    const finish = () => {
      if (confirmed.token && confirmed.result) {
        saveSession(confirmed.token, confirmed.result);
        onSignedIn();
      } else onRestart();
    };
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {confirmed.message || text.enrolDone}
        </p>
        <RecoveryCodesPanel
          codes={confirmed.recoveryCodes}
          email={email}
          onContinue={finish}
          continueLabel={text.enterApp}
          headingLevel={2}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{text.enrolIntro}</p>
      <p className="text-sm text-slate-600">{text.enrolSteps}</p>
      {setup.status === 'loading' ? (
        <div className="flex justify-center py-6">
          <Spinner label={text.enrolLoading} />
        </div>
      ) : setup.status === 'failed' ? (
        <div className="space-y-3">
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {setupError}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setSetup({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {text.retry}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={entry.submit} className="space-y-4">
          <TotpSetupPanel secret={setup.setup.secret} otpauthUrl={setup.setup.otpauthUrl} />
          <TotpCodeField {...entry.field} />
          {serverError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {serverError}
            </p>
          )}
          <Button
            type="submit"
            className="w-full"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? text.activating : text.activate}
          </Button>
        </form>
      )}
      <Button variant="secondary" className="w-full" onClick={() => onRestart()}>
        {text.back}
      </Button>
    </div>
  );
}
