import { Clock } from 'lucide-react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { maskTimeTyping, parseTimeText, stepTime, TIME_VALUE } from '../../lib/date-input';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';

export type TimeFieldProps = {
  label: string;
  /** 24 h 'HH:mm', or '' when empty. While the typed text is not a time, the text itself. */
  value: string;
  /** Called with 'HH:mm' for a whole time, '' when cleared, else with the typed text. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Minutes the arrow keys move the time (15 unless told). */
  step?: number;
  containerClassName?: string;
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
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const emit = (nextText: string, nextValue: string) => {
    setText(nextText);
    setSeen(nextValue);
    onChange(nextValue);
  };
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
