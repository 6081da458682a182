import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { authMessages as text } from '../auth-messages';
import { AuthLayout } from './auth-layout';
import type { LoginState } from './login-form';
import { SetPasswordForm, type AdminIdentity } from './set-password-form';

type SetPasswordScreenProps = {
  title: string;
  intro: string;
  submitLabel: string;
  successMessage: string;
  mutation: Parameters<typeof SetPasswordForm>[0]['mutation'];
  /** The first admin's one-time link: which account it sets up, and its name and email fields. */
  identity?: AdminIdentity;
  /** The link was refused before the form was filled (unknown, used or expired). */
  linkError?: string;
};

/** Reads `?token=` and shows the password form, or explains that the link is incomplete. */
export function SetPasswordScreen({
  title,
  intro,
  submitLabel,
  successMessage,
  mutation,
  identity,
  linkError,
}: SetPasswordScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';

  return (
    <AuthLayout title={title} subtitle={token && !linkError ? intro : undefined}>
      {token && !linkError ? (
        <>
          {identity && (
            <div className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
              <p className="font-semibold">{text.firstAdminAccount}</p>
              <p className="mt-0.5">{text.firstAdminHint}</p>
            </div>
          )}
          <SetPasswordForm
            token={token}
            submitLabel={submitLabel}
            identity={identity}
            mutation={mutation}
            onDone={(email) => {
              notify.success(successMessage);
              // The sign-in form comes filled in with the account's email (never in the address).
              void navigate('/login', { replace: true, state: { email } satisfies LoginState });
            }}
          />
        </>
      ) : (
        <div className="space-y-4">
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {linkError ?? text.missingToken}
          </p>
          <Link to="/login" className={buttonClasses('secondary', 'md', 'w-full')}>
            {text.backToLogin}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
