import type { Shift } from '@app/contract/shifts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useDeleteShift } from '../api/delete-shift';
import { shiftMessages as text } from '../shifts-messages';
import { formatPlainDate } from '../../../lib/company-time';
import { formatHours } from '../../../lib/format';
import { shiftDate, timeRange } from '../utils/shift-time';

/** Confirms deleting one shift (`DELETE /shifts/:id/this`). */
export function DeleteShiftModal({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const mutation = useDeleteShift();
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.deleteTitle}
      busy={mutation.isPending}
      busyLabel={text.deleting}
      onConfirm={() => mutation.mutate(shift.id, { onSuccess: onClose })}
    >
      <p>{text.deleteQuestion}</p>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
        <strong>{shift.user}</strong> · {formatPlainDate(shiftDate(shift))} · {timeRange(shift)} (
        {formatHours(shift.hours)})
      </p>
    </ConfirmModal>
  );
}
