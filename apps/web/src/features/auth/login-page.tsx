import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages as text } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { LoginForm, type LoginState } from './components/login-form';
import { PasskeySignIn } from './components/passkey-sign-in';
import { SsoSignIn } from './components/sso-sign-in';

/** The dialog's code loads when it is first opened, not with the sign-in page. */
const ForgotPasswordModal = lazy(() =>
  import('./components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** `/login`: on success go to '/', which sends each role to its home. */
export function LoginPage() {
  const navigate = useNavigate();
  // After a password was set from a link: the account's email, to fill the form in.
  const state = useLocation().state as LoginState | null;
  const [forgotOpen, setForgotOpen] = useState(false);
  // Once opened it stays mounted, so that it can play its closing animation.
  const [forgotUsed, setForgotUsed] = useState(false);
  const signedIn = () => void navigate('/', { replace: true });
  return (
    <AuthLayout title={text.loginTitle} subtitle={text.loginSubtitle}>
      <LoginForm
        initialEmail={state?.email}
        onSuccess={signedIn}
        onForgotPassword={() => {
          setForgotUsed(true);
          setForgotOpen(true);
        }}
      />
      <PasskeySignIn onSuccess={signedIn} />
      <SsoSignIn onSuccess={signedIn} />
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
