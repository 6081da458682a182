import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'maxLength'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shows 'n / max' and stops typing past it; without it the counter shows 'n caracteres'. */
  maxLength?: number;
  containerClassName?: string;
};

/** A textarea with a character counter (SPEC §5), for controlled use or with react-hook-form. */
export function TextareaField({
  label,
  error,
  hint,
  required,
  maxLength,
  containerClassName,
  className,
  id,
  ref,
  onChange,
  onKeyDown,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(0);

  // react-hook-form fills an uncontrolled field through its ref; read what it wrote.
  useLayoutEffect(() => {
    setLength(element.current?.value.length ?? 0);
  }, [props.value]);

  const setRefs = (node: HTMLTextAreaElement | null) => {
    element.current = node;
    assignRef(ref, node);
  };

  const counterId = `${fieldId}-counter`;
  const described = describedBy(fieldId, error, hint);
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <textarea
        id={fieldId}
        ref={setRefs}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        className={cn(inputClasses, 'resize-y py-2', fieldStateClasses(Boolean(error)), className)}
        onChange={(event) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
        onKeyDown={(event) => {
          // Enter writes a new line; Ctrl/Cmd + Enter submits the form like Enter in an input.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
          onKeyDown?.(event);
        }}
        {...described}
        aria-describedby={[described['aria-describedby'], counterId].filter(Boolean).join(' ')}
        {...props}
      />
      <p
        id={counterId}
        className={cn(
          'text-right text-xs',
          maxLength !== undefined && length >= maxLength ? 'text-amber-700' : 'text-slate-500',
        )}
      >
        {maxLength !== undefined ? `${length} / ${maxLength}` : `${length} caracteres`}
      </p>
    </FieldShell>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
