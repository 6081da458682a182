import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { LOAD_FAILED, useLoadedComponent, type Load } from '../../lib/lazy-component';
import { takeSessionEndedNote } from '../../lib/session';
import type { SecondStep } from './api/login';
import { authMessages as text } from './auth-messages';
import { AuthLayout } from './components/auth-layout';
import { LoginForm, type LoginState } from './components/login-form';
import type { MfaStepProps } from './components/mfa-step';
import { PasskeySignIn } from './components/passkey-sign-in';
import { SsoSignIn } from './components/sso-sign-in';

/** The dialog's code loads when it is first opened, not with the sign-in page. */
const ForgotPasswordModal = lazy(() =>
  import('./components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** The second step (code, or enrolment with its QR code) loads only for an account that needs it. */
const loadMfaStep: Load<MfaStepProps> = () =>
  import('./components/mfa-step').then((m) => m.MfaStep);

/** Back to the password form: the email typed, and why when there is a reason. */
type Restart = { email: string; notice?: string | undefined; count: number };

/** `/login`: on success go to '/', which sends each role to its home. */
export function LoginPage() {
  const navigate = useNavigate();
  // After a password was set from a link: the account's email, to fill the form in.
  const state = useLocation().state as LoginState | null;
  const [forgotOpen, setForgotOpen] = useState(false);
  // Once opened it stays mounted, so that it can play its closing animation.
  const [forgotUsed, setForgotUsed] = useState(false);
  const [step, setStep] = useState<SecondStep | null>(null);
  const [restart, setRestart] = useState<Restart | null>(null);
  // Sent here because the server ended the session (elsewhere, by an admin, or it expired).
  const [sessionEnded] = useState(takeSessionEndedNote);
  const signedIn = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const startAgain = useCallback(
    (notice?: string) => {
      setRestart((previous) => ({
        email: step?.email ?? '',
        notice,
        count: (previous?.count ?? 0) + 1,
      }));
      setStep(null);
    },
    [step],
  );

  if (step) {
    return (
      <AuthLayout title={step.kind === 'verify' ? text.mfaTitle : text.enrolTitle}>
        <SecondStepLoader step={step} onSignedIn={signedIn} onRestart={startAgain} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={text.loginTitle} subtitle={text.loginSubtitle}>
      <LoginForm
        key={restart?.count ?? 0}
        initialEmail={restart?.email || state?.email}
        notice={restart ? restart.notice : sessionEnded ? text.sessionEnded : undefined}
        onSuccess={signedIn}
        onSecondStep={setStep}
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

/** The second step once its code has arrived; a spinner meanwhile, a retry if it could not. */
function SecondStepLoader(props: MfaStepProps) {
  const { Component, failed, retry } = useLoadedComponent(loadMfaStep);
  if (failed) return <ErrorState message={LOAD_FAILED} onRetry={retry} />;
  if (!Component)
    return (
      <div className="flex justify-center py-6">
        <Spinner label={text.mfaLoading} />
      </div>
    );
  return <Component {...props} />;
}
