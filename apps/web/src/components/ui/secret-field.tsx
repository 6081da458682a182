import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';
import { RevealToggle } from './reveal-toggle';

type SecretFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
  /** Shown or hidden, when the caller decides (a generated password is shown); else its own. */
  revealed?: boolean;
  onRevealedChange?: (revealed: boolean) => void;
  /** More buttons inside the field, after the eye (generate, copy). */
  actions?: ReactNode;
};

/**
 * A password input with the eye button that shows what was typed (for react-hook-form's
 * `register` or controlled use). Browsers are told not to offer to save it.
 */
export function SecretField({
  label,
  error,
  hint,
  required,
  containerClassName,
  className,
  id,
  revealed,
  onRevealedChange,
  actions,
  ...props
}: SecretFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [ownRevealed, setOwnRevealed] = useState(false);
  const shown = revealed ?? ownRevealed;
  const toggle = () => {
    setOwnRevealed(!shown);
    onRevealedChange?.(!shown);
  };
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={fieldId}
          type={shown ? 'text' : 'password'}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          className={cn(
            inputClasses,
            'h-10 font-mono',
            actions ? 'pr-20' : 'pr-11',
            fieldStateClasses(Boolean(error)),
            className,
          )}
          {...describedBy(fieldId, error, hint)}
          {...props}
        />
        <div className="absolute inset-y-0 right-0.5 flex items-center">
          <RevealToggle
            revealed={shown}
            onToggle={toggle}
            showLabel={`Mostrar ${label.toLowerCase()}`}
            hideLabel={`Ocultar ${label.toLowerCase()}`}
          />
          {actions}
        </div>
      </div>
    </FieldShell>
  );
}
