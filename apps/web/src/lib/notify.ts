import type { toast as sonnerToast } from 'sonner';
import { errorMessage } from './api-error';

type Kind = 'success' | 'info' | 'warning' | 'error';
type Toast = typeof sonnerToast;

/**
 * The toasts' code (sonner) loads with the first toast, not with the page (docs/decisions/017):
 * the first toasts wait in a queue until the Toaster has mounted and said it is ready.
 */
let ready: Toast | null = null;
const waiting: [Kind, string, string | undefined][] = [];
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, description?: string) {
  if (ready) {
    ready[kind](message, { description });
    return;
  }
  waiting.push([kind, message, description]);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Whether a toast has been asked for: the Toaster loads its code from then on. */
export const toasterDemand = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};

/** Called once the Toaster is mounted: shows the toasts that waited for it. */
export function toasterReady(toast: Toast) {
  ready = toast;
  for (const [kind, message, description] of waiting.splice(0)) show(kind, message, description);
}

/** Toasts of the product (SPEC §9): success, info, warning, error; at the bottom, 3000 ms (see Toaster). */
export const notify = {
  success: (message: string, description?: string) => show('success', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
  error: (message: string, description?: string) => show('error', message, description),
};

/**
 * The toast rule of the product (docs/decisions/018): a success shows the server's `message` when
 * its answer has one, else the screen's text; a failure shows the server's message, else the
 * screen's text. The server's messages and the screens' texts share the contract's constants.
 */
export function notifySuccess(answer: unknown, fallback?: string, description?: string) {
  const message = serverMessage(answer) || fallback;
  if (message) notify.success(message, description);
}

/** An error toast with the server's message, else the screen's default text. */
export function notifyError(error: unknown, fallback: string) {
  notify.error(errorMessage(error, fallback));
}

const serverMessage = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  'message' in answer &&
  typeof answer.message === 'string'
    ? answer.message
    : undefined;
