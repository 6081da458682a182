import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { authMessages as text } from '../auth-messages';
import { AuthLayout } from './auth-layout';
import { SetPasswordForm } from './set-password-form';

type SetPasswordScreenProps = {
  title: string;
  intro: string;
  submitLabel: string;
  successMessage: string;
  mutation: Parameters<typeof SetPasswordForm>[0]['mutation'];
};

/** Reads `?token=` and shows the password form, or explains that the link is incomplete. */
export function SetPasswordScreen({
  title,
  intro,
  submitLabel,
  successMessage,
  mutation,
}: SetPasswordScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';

  return (
    <AuthLayout title={title} subtitle={token ? intro : undefined}>
      {token ? (
        <SetPasswordForm
          token={token}
          submitLabel={submitLabel}
          mutation={mutation}
          onDone={() => {
            notify.success(successMessage);
            void navigate('/login', { replace: true });
          }}
        />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {text.missingToken}
          </p>
          <Link to="/login" className={buttonClasses('secondary', 'md', 'w-full')}>
            {text.backToLogin}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
