import { useId } from 'react';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { SecretField } from '../../../components/ui/secret-field';
import { passwordManagerMessages as text } from '../password-manager-messages';
import type { NewKeyErrors } from '../utils/new-key';

type NewKeyFieldsProps = {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: NewKeyErrors;
};

/** A new security password twice, with the strength meter (setup and change). */
export function NewKeyFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
}: NewKeyFieldsProps) {
  const meterId = useId();
  return (
    <>
      <div className="space-y-2">
        <SecretField
          label={text.newSecurityPassword}
          required
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          error={errors.password}
          hint={text.securityHint}
          maxLength={256}
        />
        <PasswordStrengthMeter password={password} id={meterId} />
      </div>
      <SecretField
        label={text.confirmSecurityPassword}
        required
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={errors.confirmation}
        maxLength={256}
      />
    </>
  );
}
