import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
  /** The reveal toggle's names (Spanish by default). */
  showLabel?: string;
  hideLabel?: string;
};

/** A password box, masked, with a toggle that shows what it holds (for react-hook-form's register). */
export function PasswordField({
  label,
  error,
  hint,
  required,
  containerClassName,
  className,
  id,
  showLabel = 'Mostrar contraseña',
  hideLabel = 'Ocultar contraseña',
  ...props
}: PasswordFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
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
          type={visible ? 'text' : 'password'}
          aria-required={required || undefined}
          className={cn(inputClasses, 'h-10 pr-11', fieldStateClasses(Boolean(error)), className)}
          {...describedBy(fieldId, error, hint)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={fieldId}
          title={visible ? hideLabel : showLabel}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}
