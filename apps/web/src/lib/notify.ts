import { toast } from 'sonner';
import { errorMessage } from './api-error';

/** Toasts of the product (SPEC §9): success, info, warning, error; top-centre, 3000 ms (see Toaster). */
export const notify = {
  success: (message: string, description?: string) => toast.success(message, { description }),
  info: (message: string, description?: string) => toast.info(message, { description }),
  warning: (message: string, description?: string) => toast.warning(message, { description }),
  error: (message: string, description?: string) => toast.error(message, { description }),
};

/** An error toast with the server's message, else the screen's default text. */
export function notifyError(error: unknown, fallback: string) {
  return notify.error(errorMessage(error, fallback));
}
