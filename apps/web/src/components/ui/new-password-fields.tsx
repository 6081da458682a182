import { PASSWORD_MAX } from '@app/contract/auth';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The Spanish texts of a new password and its confirmation (SPEC §5). */
export const NEW_PASSWORD_TEXTS = {
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  hint: 'Al menos 8 caracteres. Una frase larga es más segura.',
  passwordsDiffer: 'Las contraseñas no coinciden',
};

/**
 * The confirmation rule of a form's zod schema, said under 'Confirmar': spread it into
 * `.refine(...passwordsMatch('newPassword'))`, naming the form's new-password field.
 */
export const passwordsMatch = <K extends string>(
  key: K,
): [(values: Record<K | 'confirm', string>) => boolean, { path: string[]; message: string }] => [
  (values) => values[key] === values.confirm,
  { path: ['confirm'], message: NEW_PASSWORD_TEXTS.passwordsDiffer },
];

type NewPasswordFieldsProps = {
  /** The form's registered fields: the new password and its confirmation. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** The new password as typed, for the strength meter. */
  value: string;
  errors: { password?: string; confirm?: string };
  autoFocus?: boolean;
  /** 'Confirmar nueva contraseña' where a current password stands above (Mi cuenta). */
  confirmLabel?: string;
};

/**
 * A new password with its hint and advisory strength meter, and its confirmation: the one way to
 * choose a password, on 'Mi cuenta' and on the verify-account and reset screens. The rules (length,
 * match) come from the form's schema (the contract's `passwordSchema`, `passwordsMatch`).
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
  errors,
  autoFocus,
  confirmLabel = NEW_PASSWORD_TEXTS.confirmPassword,
}: NewPasswordFieldsProps) {
  const meterId = useId();
  return (
    <>
      <div className="space-y-2">
        <TextField
          label={NEW_PASSWORD_TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          required
          maxLength={PASSWORD_MAX}
          error={errors.password}
          hint={NEW_PASSWORD_TEXTS.hint}
          {...password}
        />
        <PasswordStrengthMeter password={value} id={meterId} />
      </div>
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
