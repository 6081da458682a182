import { Toaster as SonnerToaster } from 'sonner';

/** Toasts at the top centre, 3000 ms (SPEC §9), below the punch widget's pill so they never cover it. */
export function Toaster() {
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
