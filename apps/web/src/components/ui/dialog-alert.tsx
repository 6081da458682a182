import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** A refusal (red) or a warning (amber) said inside a dialog, where the user is looking. */
export function DialogAlert({
  children,
  tone = 'danger',
}: {
  children: ReactNode;
  tone?: 'danger' | 'warning';
}) {
  if (!children) return null;
  return (
    <p
      role={tone === 'danger' ? 'alert' : undefined}
      className={cn(
        'mb-4 flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        tone === 'danger'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
