import { useEffect, useRef } from 'react';
import { DialogAlert } from '../../../components/ui/dialog-alert';

/**
 * The server's refusal inside a dialog, said there only (no toast): keyboard focus moves to it, so
 * it stays in the dialog (its submit button was off while sending) and a screen reader reads it.
 */
export function RefusalAlert({ children }: { children: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (children) box.current?.focus();
  }, [children]);
  if (!children) return null;
  return (
    <div ref={box} tabIndex={-1} className="rounded-lg focus:outline-none">
      <DialogAlert>{children}</DialogAlert>
    </div>
  );
}
