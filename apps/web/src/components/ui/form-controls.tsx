import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from './date-field';
import { MoneyInput } from './money-input';

type BoundFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  required?: boolean;
};

/**
 * An amount of a react-hook-form form (MoneyInput: typed either way, rewritten on leaving), with
 * its error under it. Controlled, since the input rewrites its own text.
 */
export function MoneyField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
}: BoundFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          required={required}
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
}

/** A Spanish date (DD/MM/YYYY, with its calendar) of a react-hook-form form, with its error. */
export function DateFormField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
}: BoundFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField label={label} required={required} error={fieldState.error?.message} {...field} />
      )}
    />
  );
}
