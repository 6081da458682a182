import { toMoney } from '@app/contract/money';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { NumericFormat } from 'react-number-format';
import { parseAmount } from '../../lib/format';
import { cn } from '../../lib/utils';
import { describedBy, FieldShell, fieldStateClasses, inputClasses } from './form-field';

/** The plain decimal text of a value from outside: `980.5` → `'980.5'` (never rounded). */
function textFor(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value);
}

type MoneyInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'size'
> & {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * An amount typed with thousands separators ('1,234.56') that hands back a number (SPEC §5), read
 * from the typed decimal text without float rounding (`parseAmount`). Grouping, the caret and the
 * two-decimal limit are react-number-format's (decision 025). Use it through react-hook-form's
 * `Controller`: `render={({ field }) => <MoneyInput label="Monto" {...field} />}`.
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
  ref,
  onBlur,
  ...props
}: MoneyInputProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  // The unformatted decimal text ('1234.5'); the library shows it grouped.
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
        <NumericFormat
          id={fieldId}
          getInputRef={ref}
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
          thousandSeparator=","
          decimalSeparator="."
          decimalScale={2}
          allowNegative={false}
          allowedDecimalSeparators={['.']}
          valueIsNumericString
          value={text}
          onValueChange={(values, { source }) => {
            // 'prop' is the echo of a value set here; only the user's edits are handed back.
            // (The library's SourceType enum exists only as a type, hence the string.)
            if (String(source) !== 'event') return;
            setText(values.value);
            const parsed = parseAmount(values.value);
            setLastValue(parsed);
            onChange(parsed);
          }}
          onBlur={(event) => {
            // Two decimals once the user leaves the field: '1500' reads '1,500.00'.
            const money = toMoney(text);
            if (money !== null && text !== '') setText(money);
            onBlur?.(event);
          }}
          {...describedBy(fieldId, error, hint)}
          {...props}
        />
      </div>
    </FieldShell>
  );
}
