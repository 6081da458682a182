import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { getSession } from '../lib/session';
import { startSignedIn } from './start-signed-in';

/**
 * The app opened at an address of the signed-in area starts its start-up calls, its page's data
 * and code as the entry script is evaluated (main.tsx imports this before React, the router and
 * the sign-in page), not after the whole script has run and React has drawn the routes: on a
 * phone's CPU that was about half a second later (docs/decisions/091).
 */
const SIGNED_OUT_PATHS = /^\/(login|auth)(\/|$)/;

let opening: { address: string; queryClient: QueryClient } | null = null;

function startOpening() {
  const session = getSession();
  const url = new URL(window.location.href);
  if (!session || SIGNED_OUT_PATHS.test(url.pathname)) return;
  const queryClient = createQueryClient();
  startSignedIn(url, session, queryClient, true);
  opening = { address: url.pathname + url.search, queryClient };
}
startOpening();

/** The query cache the opening's data went into: the app's cache (App creates one otherwise). */
export const openingQueryClient = () => opening?.queryClient;

/** Whether the opening already started what `address` needs (the router then does not). */
export const openingStarted = (address: string) => opening?.address === address;
