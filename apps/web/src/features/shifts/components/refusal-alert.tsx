import { useEffect, useRef } from 'react';
import { DialogAlert } from '../../../components/ui/dialog-alert';

/**
 * A shift dialog's refusal from the server, at the top of its fields: scrolled into view when it
 * comes, as the dialog may have been scrolled down to its users or weekdays (on a phone above all).
 */
export function RefusalAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref}>
      <DialogAlert>{message}</DialogAlert>
    </div>
  );
}
