import type { Shift } from '@app/contract/shifts';
import { X } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';
import { displayDate } from '../utils/calendar-dates';
import { shiftDate, shiftEnd, shiftStart } from '../utils/shift-time';

type DeleteShiftButtonProps = {
  shift: Shift;
  /** Why it cannot be deleted (a shift of today or earlier), or null when it can. */
  blockedReason: string | null;
  onDelete: (shift: Shift) => void;
  /** The colour of the chip's text, so the control reads on a solid published chip. */
  tone: string;
  className?: string;
};

/**
 * The small 'x' on a shift. When the shift starts today or earlier it stays focusable but
 * `aria-disabled`, and its tooltip says why (SPEC §5).
 */
export function DeleteShiftButton({
  shift,
  blockedReason,
  onDelete,
  tone,
  className,
}: DeleteShiftButtonProps) {
  const blocked = blockedReason !== null;
  return (
    <button
      type="button"
      aria-label={text.deleteLabel(
        shift.user,
        displayDate(shiftDate(shift)),
        shiftStart(shift),
        shiftEnd(shift),
      )}
      aria-disabled={blocked || undefined}
      title={blockedReason ?? text.deleteTitle}
      onClick={(event) => {
        event.stopPropagation();
        if (!blocked) onDelete(shift);
      }}
      style={{ color: tone }}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        blocked
          ? 'cursor-not-allowed opacity-35'
          : 'opacity-70 hover:bg-black/10 hover:opacity-100',
        className,
      )}
    >
      <X className="size-3.5" aria-hidden="true" />
    </button>
  );
}
