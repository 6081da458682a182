import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Tooltip } from './tooltip';

/**
 * An icon whose meaning is its accessible name and its tip: focusable, so that a keyboard gets the
 * tip as a mouse does (the lock of a row the user cannot change, a credential's privacy).
 */
export function NamedIcon({
  icon: Icon,
  label,
  className,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
}) {
  return (
    <Tooltip content={label}>
      <span
        role="img"
        aria-label={label}
        tabIndex={0}
        className={cn(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </Tooltip>
  );
}
