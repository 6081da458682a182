/**
 * The providers every screen runs under in the app, for component tests: a QueryClient of the
 * app's own rules (lib/query-client: the `meta` toasts, the 401 sign-out) without retries, and a
 * router at `route`. Test code only.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** The app's QueryClient with retries off: a failure shows at once, and every call is counted once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

type ProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /**
   * The address the router starts at (path and query), `/` unless said; a list is the history
   * before it, the last one current (so that 'back' has a page to go to).
   */
  route?: string | string[];
  /** A client of the test's own (to read or seed its cache); a fresh test client unless given. */
  client?: QueryClient;
};

/**
 * Renders `ui` inside a fresh test QueryClient and a MemoryRouter at `route`; returns what
 * `render` returns and the client. `ui` holds no router of its own (a router in a router throws).
 *
 * @example
 * stubApi({ 'GET /api/users': () => answer(userListResponseSchema, LIST) });
 * const { client } = renderWithProviders(<UsersPage />, { route: '/users?page=2' });
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = createTestQueryClient(), ...options }: ProvidersOptions = {},
) {
  const entries = Array.isArray(route) ? route : [route];
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
    options,
  );
  return { ...result, client };
}
