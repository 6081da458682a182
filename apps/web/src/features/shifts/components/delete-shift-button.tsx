import type { Shift } from '@app/contract/shifts';
import { X } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { useLoadedComponent } from '../../../lib/lazy-component';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';
import type { BlockedReasonPopover } from './blocked-reason-popover';
import { formatPlainDate } from '../../../lib/company-time';
import { shiftDate, shiftEnd, shiftStart } from '../utils/shift-time';

/** The popover that says why a shift cannot be deleted (its own chunk: decision 072). */
export const loadReasonPopover = () =>
  import('./blocked-reason-popover').then((m) => m.BlockedReasonPopover);

/** Mounted only while shown: the grid's hundreds of buttons carry no loader of their own. */
function ReasonPopover(props: ComponentProps<typeof BlockedReasonPopover>) {
  const { Component: Popover } = useLoadedComponent(loadReasonPopover);
  return Popover ? <Popover {...props} /> : null;
}

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
 * popover: a phone has no hover for a tooltip. The popover is only mounted while it is open (a
 * week of a large team has hundreds of such buttons), and its code loads with the first one.
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
  const [showingReason, setShowingReason] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const button = (
    <button
      ref={buttonRef}
      type="button"
      aria-label={text.deleteLabel(
        shift.user,
        formatPlainDate(shiftDate(shift)),
        shiftStart(shift),
        shiftEnd(shift),
      )}
      aria-disabled={blocked || undefined}
      aria-describedby={blocked ? reasonId : undefined}
      aria-haspopup={blocked ? 'dialog' : undefined}
      aria-expanded={blocked ? showingReason : undefined}
      title={blockedReason ?? text.deleteTitle}
      onClick={(event) => {
        event.stopPropagation();
        if (blocked) setShowingReason((open) => !open);
        else onDelete(shift);
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
    <>
      <span id={reasonId} className="sr-only">
        {blockedReason}
      </span>
      {button}
      {showingReason && (
        <ReasonPopover
          anchor={buttonRef}
          reason={blockedReason}
          onClose={() => setShowingReason(false)}
        />
      )}
    </>
  );
}
