import { useSearchParams } from 'react-router';

/**
 * A screen's state kept in the address (filters, page, tab), so that a reload, the back button or
 * a shared link opens the same view. `read` turns the search params into the state, with defaults
 * for anything missing or unreadable; `write` leaves the defaults out so the address stays clean.
 * Changes replace the current history entry.
 */
export function useAddressState<State>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  const update = (next: Partial<State>) =>
    setParams(write({ ...state, ...next }), { replace: true });
  return [state, update] as const;
}
