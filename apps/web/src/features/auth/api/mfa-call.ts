import { useCallback, useState } from 'react';

type Callbacks<Answer> = {
  onSuccess?: (answer: Answer) => void;
  onError?: (error: unknown) => void;
};

/**
 * A call of the sign-in's second step with its own pending state, like `useLogin`: the sign-in
 * screens load without the query library (docs/decisions/017).
 */
export function usePlainCall<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (input: Input, callbacks: Callbacks<Answer> = {}) => {
      setPending(true);
      call(input).then(
        (answer) => {
          setPending(false);
          callbacks.onSuccess?.(answer);
        },
        (error: unknown) => {
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [call],
  );
  return { isPending, mutate };
}
