import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (window resize, rotation). */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () =>
      typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue,
    () => serverValue,
  );
}

/** Tailwind's `md` breakpoint: tables and the side rail from here, cards and the top bar below. */
export const WIDE_SCREEN = '(min-width: 768px)';
