import { MFA_TEXTS, recoveryCodeSchema, totpCodeSchema } from '@app/contract/mfa';
import { useRef, useState, type FormEvent } from 'react';
import { TotpCodeField } from '../../../components/security/totp-code-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';
import { useVerifySecondFactor } from '../api/mfa-verify';
import { mfaMessages as text } from './mfa-messages';
import { ticketExpired } from './mfa-ticket';

type Mode = 'code' | 'recovery';

type MfaVerifyFormProps = {
  mfaToken: string;
  onSignedIn: () => void;
  /** Back to email and password, with why (the ticket expired) when there is a reason. */
  onRestart: (notice?: string) => void;
};

const linkClasses =
  'rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline';

/**
 * 'Verificación en dos pasos' of the sign-in: the 6-digit code of the authenticator app, or one
 * recovery code instead. The server's refusal is said in the form's alert; an expired ticket
 * sends back to the password, saying so.
 */
export function MfaVerifyForm({ mfaToken, onSignedIn, onRestart }: MfaVerifyFormProps) {
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const verify = useVerifySecondFactor();
  const pending = verify.isPending;
  const input = useRef<HTMLInputElement>(null);

  const switchTo = (next: Mode) => {
    setMode(next);
    setValue('');
    setFieldError(undefined);
    setServerError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = (mode === 'code' ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setServerError(null);
    const body =
      mode === 'code' ? { mfaToken, code: parsed.data } : { mfaToken, recoveryCode: parsed.data };
    verify.mutate(body, {
      onSuccess: (answer) => {
        saveSession(answer.token, answer.result);
        onSignedIn();
      },
      onError: (error) => {
        if (ticketExpired(error)) {
          onRestart(MFA_TEXTS.expiredTicket);
          return;
        }
        setServerError(errorMessage(error, text.verifyError));
        setValue('');
        input.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {mode === 'code' ? text.codeIntro : text.recoveryIntro}
      </p>
      {mode === 'code' ? (
        <TotpCodeField
          key="code"
          ref={input}
          autoFocus
          name="code"
          value={value}
          error={fieldError}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          key="recovery"
          ref={input}
          label={text.recoveryLabel}
          autoFocus
          required
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          className="font-mono"
          value={value}
          error={fieldError}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <div className="flex justify-end">
        <button
          type="button"
          className={linkClasses}
          onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
        >
          {mode === 'code' ? text.useRecovery : text.useApp}
        </button>
      </div>
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" className="sm:flex-1" onClick={() => onRestart()}>
          {text.back}
        </Button>
        <Button
          type="submit"
          className="sm:flex-1"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? text.verifying : text.verify}
        </Button>
      </div>
    </form>
  );
}
