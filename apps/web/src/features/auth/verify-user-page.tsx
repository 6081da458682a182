import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useVerifyUser, verifyLinkQueryOptions } from './api/verify-user';
import { authMessages as text } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { SetPasswordScreen } from './components/set-password-screen';

/**
 * `/auth/verify-user?token=`: a new user sets the first password. The first admin's one-time link
 * (printed by the server on a first run) also asks for the admin's name and email (DECISIONS §1).
 */
export function VerifyUserPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({ ...verifyLinkQueryOptions(token), enabled: token !== '' });
  const mutation = useVerifyUser();

  if (token && link.isPending) {
    return (
      <AuthLayout title={text.verifyTitle}>
        <div className="flex justify-center py-6">
          <Spinner label={text.checkingLink} />
        </div>
      </AuthLayout>
    );
  }
  const firstAdmin = link.data?.firstAdmin ? link.data : undefined;
  return (
    <SetPasswordScreen
      title={text.verifyTitle}
      intro={firstAdmin ? text.firstAdminIntro : text.verifyIntro}
      submitLabel={text.verifySubmit}
      successMessage={text.verifyDone}
      mutation={mutation}
      identity={firstAdmin && { name: firstAdmin.name, email: firstAdmin.email }}
      linkError={link.isError ? errorMessage(link.error, text.missingToken) : undefined}
    />
  );
}
