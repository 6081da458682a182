import { useVerifyPassword } from './api/verify-password';
import { authMessages as text } from './auth-messages';
import { SetPasswordScreen } from './components/set-password-screen';

/** `/auth/reset-password?token=`: sets a new password after a reset mail. */
export function ResetPasswordPage() {
  const mutation = useVerifyPassword();
  return (
    <SetPasswordScreen
      title={text.resetTitle}
      intro={text.resetIntro}
      submitLabel={text.resetSubmit}
      successMessage={text.resetDone}
      mutation={mutation}
    />
  );
}
