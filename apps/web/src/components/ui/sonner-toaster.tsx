import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { toasterReady } from '../../lib/notify';

/**
 * Toasts for 3000 ms (SPEC §9) at the bottom (docs/decisions/077): bottom-right on a desktop,
 * beside a centred dialog and far from page headers; across the bottom on a phone (sonner's own
 * layout below 600 px). The top of the screen keeps the titles and the punch widget.
 */
export function SonnerToasterReady() {
  // Sonner's Toaster (a child) subscribes in its own effect, which runs before this one.
  useEffect(() => toasterReady(toast), []);
  return (
    <SonnerToaster
      position="bottom-right"
      duration={3000}
      richColors
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
