import type { ComponentType, Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from './date-field';
import { MoneyInput } from './money-input';

/** An input that edits a text value itself (it rewrites what is typed), as react-hook-form drives it. */
type TextValueInput = ComponentType<{
  label: string;
  required?: boolean;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}>;

type BoundFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  required?: boolean;
};

/** `Input` bound to a react-hook-form field through a Controller, with the field's error under it. */
function bound(Input: TextValueInput) {
  return function BoundField<Values extends FieldValues, Output>({
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
          <Input label={label} required={required} error={fieldState.error?.message} {...field} />
        )}
      />
    );
  };
}

/** An amount of a form (MoneyInput: typed either way, rewritten in the company's style on leaving). */
export const MoneyField = bound(MoneyInput);

/** A Spanish date of a form (DateField: DD/MM/YYYY typed or picked in its calendar). */
export const DateFormField = bound(DateField);
