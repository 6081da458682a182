import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { notifyError, notifySuccess } from './notify';

/**
 * Queries and mutations declare their Spanish texts in `meta`; one place turns them into toasts
 * by the rule of lib/notify.ts (the server's message first, else these texts). A 401 shows no
 * toast: the session ends and the guards show /login.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string };
    mutationMeta: {
      successMessage?: string;
      /** A second line under the success toast, from the answer. */
      successDescription?: (answer: unknown) => string;
      errorMessage?: string;
    };
  }
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const fallback = query.meta?.errorMessage;
        if (fallback && !isUnauthorized(error)) notifyError(error, fallback);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (answer, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (!meta?.successMessage && !meta?.successDescription) return;
        notifySuccess(answer, meta.successMessage, meta.successDescription?.(answer));
      },
      onError: (error, _variables, _context, mutation) => {
        const fallback = mutation.meta?.errorMessage;
        if (fallback && !isUnauthorized(error)) notifyError(error, fallback);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry once on network or server failures; a 4xx answer will not change on retry.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
