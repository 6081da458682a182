import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterDemand } from '../../lib/notify';

const SonnerToasterReady = lazy(() =>
  import('./sonner-toaster').then((m) => ({ default: m.SonnerToasterReady })),
);

/** The product's toasts (lib/notify), whose code loads with the first one. */
export function Toaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToasterReady />
    </Suspense>
  );
}
