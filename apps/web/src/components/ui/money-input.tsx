import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { parseAmount } from '../../lib/format';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';

/** Keeps digits and one dot (two decimals at most) and groups thousands: '1234.5' → '1,234.5'. */
export function formatMoneyText(raw: string): string {
  const cleaned = raw.replace(/[^0-9.]/g, '');
  const dot = cleaned.indexOf('.');
  const integerDigits = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const decimals =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  const grouped = integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (decimals === null) return grouped;
  return `${grouped || '0'}.${decimals}`;
}

function textFor(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatMoneyText(String(Math.round(value * 100) / 100));
}

/** Number of digits and dots before position `caret` in `text`. */
const significantBefore = (text: string, caret: number) =>
  text.slice(0, caret).replace(/[^0-9.]/g, '').length;

function caretAfterSignificant(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/[0-9.]/.test(text[index] ?? '')) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}

type MoneyInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'defaultValue' | 'type'
> & {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * An amount typed with thousands separators ('1,234.56') that hands back a number (SPEC §5).
 * Use it through react-hook-form's `Controller`.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  containerClassName,
  className,
  id,
  onBlur,
  ...props
}: MoneyInputProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => textFor(value));

  // Follow changes made from outside (a form reset), not the echo of our own typing.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== parseAmount(text)) setText(textFor(value));
  }

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
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-400"
          aria-hidden="true"
        >
          $
        </span>
        <input
          id={fieldId}
          ref={input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-required={required || undefined}
          className={cn(
            inputClasses,
            'h-10 pl-7 text-right tabular-nums',
            fieldStateClasses(Boolean(error)),
            className,
          )}
          value={text}
          onChange={(event) => {
            const raw = event.target.value;
            const keep = significantBefore(raw, event.target.selectionStart ?? raw.length);
            const next = formatMoneyText(raw);
            setText(next);
            const parsed = parseAmount(next);
            setLastValue(parsed);
            onChange(parsed);
            requestAnimationFrame(() => {
              const node = input.current;
              if (node && document.activeElement === node) {
                const caret = caretAfterSignificant(next, keep);
                node.setSelectionRange(caret, caret);
              }
            });
          }}
          onBlur={(event) => {
            const parsed = parseAmount(text);
            if (parsed !== null) {
              setText(
                new Intl.NumberFormat('en-US', {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                }).format(parsed),
              );
            }
            onBlur?.(event);
          }}
          {...describedBy(fieldId, error, hint)}
          {...props}
        />
      </div>
    </FieldShell>
  );
}
