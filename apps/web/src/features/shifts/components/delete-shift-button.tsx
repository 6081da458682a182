import type { Shift } from '@app/contract/shifts';
import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { useId } from 'react';
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
 * The 'x' on a shift, a 24 px target. When the shift starts today or earlier it stays focusable
 * but `aria-disabled`, describes why (SPEC §5) and, tapped or pressed, shows the reason in a small
 * popover: a phone has no hover for a tooltip.
 */
export function DeleteShiftButton({
  shift,
  blockedReason,
  onDelete,
  tone,
  className,
}: DeleteShiftButtonProps) {
  const reasonId = useId();
  const blocked = blockedReason !== null;
  const button = (
    <button
      type="button"
      aria-label={text.deleteLabel(
        shift.user,
        displayDate(shiftDate(shift)),
        shiftStart(shift),
        shiftEnd(shift),
      )}
      aria-disabled={blocked || undefined}
      aria-describedby={blocked ? reasonId : undefined}
      title={blockedReason ?? text.deleteTitle}
      onClick={(event) => {
        event.stopPropagation();
        if (!blocked) onDelete(shift);
      }}
      style={{ color: tone }}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        blocked
          ? 'cursor-not-allowed opacity-35'
          : 'opacity-70 hover:bg-black/10 hover:opacity-100',
        className,
      )}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
  if (!blocked) return button;
  return (
    <Popover.Root>
      <span id={reasonId} className="sr-only">
        {blockedReason}
      </span>
      <Popover.Trigger asChild>{button}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 max-w-60 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
        >
          {blockedReason}
          <Popover.Arrow className="fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
