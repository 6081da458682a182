import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages as text } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { LoginForm } from './components/login-form';

/** The dialog's code loads when it is first opened, not with the sign-in page. */
const ForgotPasswordModal = lazy(() =>
  import('./components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** `/login`: on success go to '/', which sends each role to its home. */
export function LoginPage() {
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Once opened it stays mounted, so that it can play its closing animation.
  const [forgotUsed, setForgotUsed] = useState(false);
  return (
    <AuthLayout title={text.loginTitle} subtitle={text.loginSubtitle}>
      <LoginForm
        onSuccess={() => void navigate('/', { replace: true })}
        onForgotPassword={() => {
          setForgotUsed(true);
          setForgotOpen(true);
        }}
      />
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
