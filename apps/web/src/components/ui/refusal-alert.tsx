import { useEffect, useRef } from 'react';
import { DialogAlert } from './dialog-alert';

/**
 * The server's refusal inside a dialog, said there only (no toast): keyboard focus moves to it, so
 * it stays in the dialog (its submit button was off while sending), a screen reader reads it, and
 * it scrolls into view in a dialog scrolled down to its last fields (on a phone above all).
 */
export function RefusalAlert({ children }: { children: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!children) return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [children]);
  if (!children) return null;
  return (
    <div ref={box} tabIndex={-1} className="rounded-lg focus:outline-none">
      <DialogAlert>{children}</DialogAlert>
    </div>
  );
}
