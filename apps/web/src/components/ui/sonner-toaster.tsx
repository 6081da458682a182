import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { toasterReady } from '../../lib/notify';

/**
 * Sonner's rich colours put its text at about 4.3:1 (success, info, error) and 3.1:1 (warning) on
 * their pale backgrounds; WCAG AA asks 4.5:1. The same hues, darker, read at 5.3–6.1:1. Set on the
 * toaster, they override the variables of sonner's own stylesheet for every toast inside it.
 */
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

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
      style={READABLE_RICH_COLORS}
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
