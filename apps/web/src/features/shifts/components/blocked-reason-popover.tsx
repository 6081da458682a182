import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';

type BlockedReasonPopoverProps = {
  /** The control it points at, which also toggles it. */
  anchor: RefObject<HTMLButtonElement | null>;
  reason: string;
  onClose: () => void;
};

/**
 * Why a control cannot be used, in a small popover over it: a phone has no hover for a tooltip.
 * A chunk of its own (docs/decisions/072), loaded the first time a reason is asked for.
 */
export function BlockedReasonPopover({ anchor, reason, onClose }: BlockedReasonPopoverProps) {
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          // The control toggles it: a press on it is not a press outside.
          onPointerDownOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 max-w-60 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
        >
          {reason}
          <Popover.Arrow className="fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
