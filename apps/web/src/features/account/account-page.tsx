import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../lib/session';
import { accountMessages as text } from './account-messages';
import { NameForm } from './components/name-form';
import { NotificationPreference } from './components/notification-preference';
import { PasskeysCard } from './components/passkeys-card';
import { PasswordForm } from './components/password-form';
import { SessionsCard } from './components/sessions-card';
import { TwoFactorCard } from './components/two-factor-card';

/**
 * 'Mi cuenta' (/account): every signed-in user, whatever the role, changes their own name, their
 * password (given the current one), whether notifications also come by mail (DECISIONS §10), their
 * second factor, passkeys and sessions (DECISIONS §12).
 * Reached from the user's entry in the side navigation.
 */
export function AccountPage() {
  const session = useSession();
  if (!session) return null; // the shell's guard has already sent a signed-out visitor to /login
  return (
    <>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2 lg:items-start">
        <NameForm user={session.user} />
        <PasswordForm />
        <NotificationPreference />
        <TwoFactorCard />
        <PasskeysCard />
      </div>
      <div className="mt-6 max-w-4xl">
        <SessionsCard />
      </div>
    </>
  );
}
