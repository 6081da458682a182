import { totpCodeSchema } from '@app/contract/mfa';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * A form that asks one 6-digit code (enrolment, new recovery codes): what was typed, the message
 * under the field, and a submit that checks the code with the contract's rule — refused, the
 * message and the focus go to the field; accepted, `onCode` gets it without spaces, and `clear`,
 * which empties the field and gives it the focus (for a code the server refuses). `field` goes to
 * `<TotpCodeField {...field} />`.
 */
export function useTotpCodeEntry(onCode: (code: string, clear: () => void) => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    setCode('');
    input.current?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    onCode(parsed.data, clear);
  };
  const field = {
    ref: input,
    name: 'code',
    value: code,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value),
  };
  return { submit, field };
}
