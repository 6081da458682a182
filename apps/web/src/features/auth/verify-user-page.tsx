import { useVerifyUser } from './api/verify-user';
import { authMessages as text } from './auth-messages';
import { SetPasswordScreen } from './components/set-password-screen';

/** `/auth/verify-user?token=`: a new user sets the first password. */
export function VerifyUserPage() {
  const mutation = useVerifyUser();
  return (
    <SetPasswordScreen
      title={text.verifyTitle}
      intro={text.verifyIntro}
      submitLabel={text.verifySubmit}
      successMessage={text.verifyDone}
      mutation={mutation}
    />
  );
}
