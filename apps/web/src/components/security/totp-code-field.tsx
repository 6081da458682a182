import type { ComponentProps } from 'react';
import { TextField } from '../ui/form-field';
import { securityMessages as text } from './security-messages';

type TotpCodeFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label?: string;
  error?: string | undefined;
  hint?: string;
};

/**
 * The one input of a 6-digit code: digits keyboard on a phone, the code the system offers
 * (`one-time-code`), spaces allowed ('123 456').
 */
export function TotpCodeField({
  label = text.codeLabel,
  hint = text.codeHint,
  ...props
}: TotpCodeFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      required
      className="font-mono tracking-[0.3em]"
      {...props}
    />
  );
}
