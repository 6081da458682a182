import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long no query must be running before the page counts as loaded. */
const QUIET_MS = 400;
/** Never later than this after the shell shows. */
const LATEST_MS = 4000;

/**
 * True once the page's own data has arrived (no query running for a moment), or after a few
 * seconds at the latest: the shell's extras (the bell's count) ask then, never before the page.
 */
export function useAfterPageData(): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const latest = window.setTimeout(() => setReady(true), LATEST_MS);
    return () => window.clearTimeout(latest);
  }, [ready]);
  useEffect(() => {
    if (ready || fetching > 0) return;
    const quiet = window.setTimeout(() => setReady(true), QUIET_MS);
    return () => window.clearTimeout(quiet);
  }, [ready, fetching]);
  return ready;
}
