import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A refusal or a warning said inside a dialog, where the user is looking (not only a toast). */
export function DialogAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
