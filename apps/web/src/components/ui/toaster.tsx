import { Toaster as SonnerToaster } from 'sonner';

/** Toasts at the top centre, 3000 ms (SPEC §9). */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      duration={3000}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
