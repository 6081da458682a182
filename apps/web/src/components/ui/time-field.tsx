import { Clock } from 'lucide-react';
import { useId } from 'react';
import { maskTimeTyping, parseTimeText, stepTime, TIME_VALUE } from '../../lib/date-input';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';
import { useFieldText, type TypedFieldProps } from './use-field-text';

export type TimeFieldProps = TypedFieldProps & {
  /** Minutes the arrow keys move the time (15 unless told). */
  step?: number;
};

export const TIME_FIELD_TEXTS = { placeholder: 'HH:MM' };

/**
 * The one time field (decision 016): 24 h 'HH:mm' whatever the browser's language. Typing '0830',
 * '8:30' or '8' works; ArrowUp / ArrowDown move it by `step` minutes. Use it with react-hook-form's
 * `Controller` (`{...field}`) or as a controlled input.
 */
export function TimeField({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  id,
  required,
  disabled,
  error,
  hint,
  step = 15,
  containerClassName,
}: TimeFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const { text, emit } = useFieldText(value, onChange);
  const onType = (typed: string) => {
    const masked = maskTimeTyping(text, typed);
    const parsed = TIME_VALUE.test(masked) ? masked : null;
    emit(masked, masked.trim() === '' ? '' : (parsed ?? masked));
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
          ref={ref}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={TIME_FIELD_TEXTS.placeholder}
          maxLength={5}
          value={text}
          disabled={disabled}
          aria-required={required || undefined}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            // '8', '830' or '8.30' become '08:00', '08:30' once the user leaves the box.
            const parsed = parseTimeText(text);
            if (parsed && parsed !== text) emit(parsed, parsed);
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            const next = stepTime(
              parseTimeText(text) ?? '',
              event.key === 'ArrowUp' ? step : -step,
            );
            emit(next, next);
          }}
          className={cn(inputClasses, 'h-10 pr-10 tabular-nums', fieldStateClasses(Boolean(error)))}
          {...describedBy(fieldId, error, hint)}
        />
        <Clock
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
      </div>
    </FieldShell>
  );
}
