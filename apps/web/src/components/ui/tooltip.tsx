import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button). Give a disabled one `aria-disabled` rather than `disabled`, so it keeps focus and shows the tip. */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** false keeps the trigger in place but shows no tip (no remount, focus stays). */
  enabled?: boolean;
};

/** A small label shown on hover and on keyboard focus (Radix: Escape closes it, screen readers read it). */
export function Tooltip({ content, children, side = 'top', enabled = true }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root open={enabled ? undefined : false}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
