import { useState } from 'react';

export type CrudDialogState<T> =
  { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; item: T } | { kind: 'delete'; item: T };

/** Which dialog of a list screen is open: create, edit or delete (one at a time). */
export function useCrudDialogs<T>() {
  const [state, setState] = useState<CrudDialogState<T>>({ kind: 'closed' });
  return {
    state,
    openCreate: () => setState({ kind: 'create' }),
    openEdit: (item: T) => setState({ kind: 'edit', item }),
    openDelete: (item: T) => setState({ kind: 'delete', item }),
    close: () => setState({ kind: 'closed' }),
  };
}
