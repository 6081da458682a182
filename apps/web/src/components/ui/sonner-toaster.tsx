import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { toasterReady } from '../../lib/notify';

/** Toasts at the top centre, 3000 ms (SPEC §9), below the punch widget's pill so they never cover it. */
export function SonnerToasterReady() {
  // Sonner's Toaster (a child) subscribes in its own effect, which runs before this one.
  useEffect(() => toasterReady(toast), []);
  return (
    <SonnerToaster
      position="top-center"
      duration={3000}
      richColors
      closeButton
      offset={{ top: 56 }}
      mobileOffset={{ top: 104 }}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
