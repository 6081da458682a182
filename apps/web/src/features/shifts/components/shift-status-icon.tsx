import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { shiftMessages as text } from '../shifts-messages';

/** 'Publicado' (eye) or 'No Publicado' (crossed eye), with a tooltip and a name for screen readers. */
export function ShiftStatusIcon({
  published,
  className,
}: {
  published: boolean;
  className?: string;
}) {
  const label = published ? text.published : text.notPublished;
  const Icon = published ? Eye : EyeOff;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex shrink-0', className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
    </span>
  );
}
