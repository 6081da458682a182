import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { SecretField } from '../../../components/ui/secret-field';
import { passwordManagerMessages as text } from '../password-manager-messages';
import type { NewKey, NewKeyErrors } from '../utils/new-key';

type NewKeyFieldsProps = {
  value: NewKey;
  onChange: (value: NewKey) => void;
  errors: NewKeyErrors;
};

/** A new security password twice, with the strength meter (setup and change). */
export function NewKeyFields({ value, onChange, errors }: NewKeyFieldsProps) {
  const field = (key: keyof NewKey, label: string, hint?: string) => (
    <SecretField
      label={label}
      required
      autoComplete="new-password"
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[key]}
      hint={hint}
      maxLength={256}
    />
  );
  return (
    <>
      <div className="space-y-2">
        {field('password', text.newSecurityPassword, text.securityHint)}
        <PasswordStrengthMeter password={value.password} />
      </div>
      {field('confirmation', text.confirmSecurityPassword)}
    </>
  );
}
