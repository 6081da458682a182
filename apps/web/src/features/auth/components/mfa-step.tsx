import type { SecondStep } from '../api/login';
import { EnrolmentStep } from './enrolment-step';
import { MfaVerifyForm } from './mfa-verify-form';

export type MfaStepProps = {
  step: SecondStep;
  onSignedIn: () => void;
  onRestart: (notice?: string) => void;
};

/**
 * The sign-in's second step, a chunk of its own: the login page loads it only when the password
 * was right and the account needs it.
 */
export function MfaStep({ step, onSignedIn, onRestart }: MfaStepProps) {
  return step.kind === 'verify' ? (
    <MfaVerifyForm mfaToken={step.mfaToken} onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <EnrolmentStep
      mfaToken={step.mfaToken}
      email={step.email}
      onSignedIn={onSignedIn}
      onRestart={onRestart}
    />
  );
}
