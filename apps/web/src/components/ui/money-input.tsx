import { useId, type ComponentProps, type ReactNode } from 'react';
import { currencySign, formatAmount, readAmountText } from '../../lib/format';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';

type MoneyInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'size'
> & {
  label: string;
  /** The text as typed (`'23,50'`); the form's schema reads it (`formAmount`, form-schemas.ts). */
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * An amount field that takes the text either way of writing numbers (`23,50`, `23.50`, `1.234,56`,
 * `1,234.56`): nothing is regrouped while typing, so a comma is never taken for what it is not.
 * Leaving the field rewrites a readable amount in the company's style with 2 decimals (`23,50` →
 * `23.50` in en-US), so the person sees what was understood; unreadable text stays as typed and
 * the form's schema says why under the field. The company's currency sign sits on its side.
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
  const sign = currencySign();

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
          className={cn(
            'pointer-events-none absolute top-1/2 -translate-y-1/2 text-sm text-slate-400',
            sign.before ? 'left-3' : 'right-3',
          )}
          aria-hidden="true"
        >
          {sign.symbol}
        </span>
        <input
          id={fieldId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          aria-required={required || undefined}
          className={cn(
            inputClasses,
            'h-10 text-right tabular-nums',
            sign.before ? 'pl-10' : 'pr-10',
            fieldStateClasses(Boolean(error)),
            className,
          )}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            const reading = readAmountText(value);
            if (reading.ok) {
              const shown = formatAmount(reading.money);
              if (shown !== value) onChange(shown);
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
