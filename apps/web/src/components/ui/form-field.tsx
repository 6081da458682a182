import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils';

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-slate-100 disabled:text-slate-500';

const stateClasses = (invalid: boolean) =>
  invalid
    ? 'border-red-400 focus-visible:outline-red-500'
    : 'border-slate-300 focus:border-brand-500 focus-visible:outline-brand-600';

type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** Label above, control, then the error ('Requerido', …) or a hint below. */
export function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its error or hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

export function TextField({
  label,
  error,
  hint,
  required,
  containerClassName,
  className,
  id,
  ...props
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <input
        id={fieldId}
        aria-required={required || undefined}
        className={cn(inputClasses, 'h-10', stateClasses(Boolean(error)), className)}
        {...describedBy(fieldId, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  containerClassName?: string;
};

export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  containerClassName,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <select
        id={fieldId}
        aria-required={required || undefined}
        className={cn(inputClasses, 'h-10', stateClasses(Boolean(error)), className)}
        {...describedBy(fieldId, error, hint)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export { stateClasses as fieldStateClasses };
