import { useEffect, useState } from 'react';

/** The current time, re-rendering every `intervalMs` (SPEC §9: the clock and the break timer tick each second). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
