import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages as text } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { ForgotPasswordModal } from './components/forgot-password-modal';
import { LoginForm } from './components/login-form';

/** `/login`: on success go to '/', which sends each role to its home. */
export function LoginPage() {
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <AuthLayout title={text.loginTitle} subtitle={text.loginSubtitle}>
      <LoginForm
        onSuccess={() => void navigate('/', { replace: true })}
        onForgotPassword={() => setForgotOpen(true)}
      />
      <ForgotPasswordModal open={forgotOpen} onOpenChange={setForgotOpen} />
    </AuthLayout>
  );
}
