import type { ShiftDialog } from '../hooks/use-shift-dialogs';
import type { ShiftsPeriod } from '../utils/period';
import { CopyWeekModal } from './copy-week-modal';
import { CreateShiftModal } from './create-shift-modal';
import { DeleteShiftModal } from './delete-shift-modal';
import { EditShiftModal } from './edit-shift-modal';
import { PublishModal } from './publish-modal';

type ShiftDialogsProps = {
  dialog: ShiftDialog;
  period: ShiftsPeriod;
  onClose: () => void;
};

/** The open dialog of the shifts screen (a chunk of its own: shifts-page.tsx). */
export function ShiftDialogs({ dialog, period, onClose }: ShiftDialogsProps) {
  switch (dialog.kind) {
    case 'closed':
      return null;
    case 'create':
      return <CreateShiftModal prefill={dialog.prefill} onClose={onClose} />;
    case 'edit':
      return <EditShiftModal shift={dialog.shift} onClose={onClose} />;
    case 'delete':
      return <DeleteShiftModal shift={dialog.shift} onClose={onClose} />;
    case 'copy':
      return period.view === 'week' ? (
        <CopyWeekModal fromWeek={period.startofweek} onClose={onClose} />
      ) : null;
    case 'publish':
      return <PublishModal action={dialog.action} period={period} onClose={onClose} />;
  }
}
