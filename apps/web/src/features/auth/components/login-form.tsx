import { loginSchema, type LoginInput } from '@app/contract/auth';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLogin, type SecondStep } from '../api/login';
import { authMessages as text } from '../auth-messages';

/** What a screen that leads to the sign-in page may hand it (router state). */
export type LoginState = { email?: string };

type LoginFormProps = {
  onSuccess: () => void;
  /** The password was right and a second factor is due (its code, or enrolling first). */
  onSecondStep: (step: SecondStep) => void;
  onForgotPassword: () => void;
  /** Fills the email in (after a password was set): the password field takes the focus. */
  initialEmail?: string | undefined;
  /** Why the form is shown again (the second step's ticket expired), in the form's alert. */
  notice?: string | undefined;
};

type Field = keyof LoginInput;
type Errors = Partial<Record<Field, string>>;

/** The contract's checks of the sign-in form: the first message of each field. */
function validate(values: LoginInput): { errors: Errors; data?: LoginInput } {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { errors: {}, data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * Two fields: a plain form checked with the contract's schema, as a form library would (on
 * submit, then on every change), without loading one on the sign-in page (docs/decisions/017).
 */
export function LoginForm({
  onSuccess,
  onSecondStep,
  onForgotPassword,
  initialEmail,
  notice,
}: LoginFormProps) {
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginInput>({ email: initialEmail ?? '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [noticeShown, setNoticeShown] = useState(Boolean(notice));
  const serverError = loginMutation.isError
    ? errorMessage(loginMutation.error, text.loginError)
    : noticeShown && notice
      ? notice
      : null;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setNoticeShown(false);
    const result = validate(values);
    setErrors(result.errors);
    if (!result.data) {
      const first = (['email', 'password'] as const).find((field) => result.errors[field]);
      if (first) (first === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    loginMutation.mutate(result.data, {
      onSuccess,
      onSecondStep,
      onError: (error) => notify.error(errorMessage(error, text.loginError)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!initialEmail}
        required
        error={errors.email}
        name="email"
        ref={emailInput}
        value={values.email}
        onChange={change('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        required
        error={errors.password}
        name="password"
        ref={passwordInput}
        value={values.password}
        onChange={change('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {text.forgotLink}
        </button>
      </div>
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <Button
        type="submit"
        className="w-full"
        disabled={loginMutation.isPending}
        aria-busy={loginMutation.isPending || undefined}
      >
        {loginMutation.isPending ? text.loginBusy : text.loginSubmit}
      </Button>
    </form>
  );
}
