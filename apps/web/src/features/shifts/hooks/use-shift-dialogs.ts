import type { Shift } from '@app/contract/shifts';
import { useMemo, useState } from 'react';
import type { PublishAction } from '../api/publish-shifts';
import type { CreatePrefill } from '../utils/shift-form';

export type ShiftDialog =
  | { kind: 'closed' }
  | { kind: 'create'; prefill: CreatePrefill }
  | { kind: 'edit'; shift: Shift }
  | { kind: 'delete'; shift: Shift }
  | { kind: 'copy' }
  | { kind: 'publish'; action: PublishAction };

/** What a calendar lets a manager do; `null` for usuario, whose calendar is read-only. */
export type CalendarActions = {
  create: (prefill: CreatePrefill) => void;
  edit: (shift: Shift) => void;
  remove: (shift: Shift) => void;
};

/** The one open dialog of the shifts screen, and stable openers for the grids (they are memoised). */
export function useShiftDialogs() {
  const [dialog, setDialog] = useState<ShiftDialog>({ kind: 'closed' });
  const actions = useMemo<CalendarActions>(
    () => ({
      create: (prefill) => setDialog({ kind: 'create', prefill }),
      edit: (shift) => setDialog({ kind: 'edit', shift }),
      remove: (shift) => setDialog({ kind: 'delete', shift }),
    }),
    [],
  );
  const controls = useMemo(
    () => ({
      openCopy: () => setDialog({ kind: 'copy' }),
      openPublish: (action: PublishAction) => setDialog({ kind: 'publish', action }),
      close: () => setDialog({ kind: 'closed' }),
    }),
    [],
  );
  return { dialog, actions, ...controls };
}
