import { useState, type ReactNode, type Ref } from 'react';

/** What the typed fields (date, time) take, beside their own options. */
export type TypedFieldProps = {
  label: string;
  /** The API's form of the value, or '' when empty. While the typed text is not whole, the text. */
  value: string;
  /** Called with the API's form of a whole value, '' when cleared, else with the typed text. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Reaches the text box (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * The text a typed field shows: it keeps what the user types, and follows `value` whenever the
 * value changes from outside (a form reset, a reload). `show` writes a value as the box shows it.
 * `emit(text, value)` shows `text` and reports `value`.
 */
export function useFieldText(
  value: string,
  onChange: (value: string) => void,
  show: (value: string) => string = (same) => same,
) {
  const [text, setText] = useState(() => show(value) || value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(show(value) || value);
  }
  const emit = (nextText: string, nextValue: string) => {
    setText(nextText);
    setSeen(nextValue);
    onChange(nextValue);
  };
  return { text, setText, emit };
}
