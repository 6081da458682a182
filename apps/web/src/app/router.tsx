import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoadingBlock } from '../components/ui/spinner';
import { LoginPage } from '../features/auth/login-page';
import { getSession } from '../lib/session';
import { PublicOnly, RequireAuth } from './guards';
import { Lazy, startLoad, type Load } from '../lib/lazy-component';
import { openingStarted } from './opening';
import { loadSections, loadShell, startSignedIn } from './start-signed-in';
import { StartupScreen } from './startup-screen';
import { useDocumentTitle } from './use-document-title';

/**
 * Every page but the sign-in page is its own chunk, loaded when its address is opened
 * (docs/decisions/017): /login carries neither the calendar nor the charts. As an address opens, each of its routes starts its
 * chunk and its data at once (`handle.start`), instead of one after the other.
 */
const loadVerify: Load = () =>
  import('../features/auth/verify-user-page').then((m) => m.VerifyUserPage);
const loadReset: Load = () =>
  import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage);

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/**
 * What a route starts as its address opens: its code and, with a session, its first data.
 * `opening`: the address the app was opened at (the first one, before the first render).
 */
type RouteHandle = { start: (url: URL, opening: boolean) => void };

const starting = (load: Load): RouteHandle => ({ start: () => void startLoad(load) });

/** The same for the signed-in area, whose code and data only a session may use. */
const startingSignedIn = (queryClient: QueryClient): RouteHandle => ({
  start: (url, opening) => {
    const session = getSession();
    if (session) startSignedIn(url, session, queryClient, opening);
  },
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // The app opened at an address of the signed-in area asks for the shell's start-up calls at
  // once (after a sign-in in the app the shell asks for them itself); then whichever page the
  // address names starts its first data and its code, then the sections and the shell.
  const shell = startingSignedIn(queryClient);

  return [
    {
      // The sign-in page is the first screen of every new visit and a few KB: it comes with the
      // app rather than one round trip after it.
      path: '/login',
      element: (
        <PublicOnly>
          <Titled title="Iniciar sesión">
            <LoginPage />
          </Titled>
        </PublicOnly>
      ),
    },
    {
      path: '/auth/verify-user',
      handle: starting(loadVerify),
      element: (
        <Titled title="Verificar cuenta">
          <Lazy load={loadVerify} />
        </Titled>
      ),
    },
    {
      path: '/auth/reset-password',
      handle: starting(loadReset),
      element: (
        <Titled title="Recuperar contraseña">
          <Lazy load={loadReset} />
        </Titled>
      ),
    },
    {
      path: '/',
      handle: shell,
      element: (
        <RequireAuth>
          <Lazy load={loadShell} fallback={<StartupScreen />} />
        </RequireAuth>
      ),
      // The sections and their role guards load with the shell (section-routes.tsx).
      children: [{ path: '*', element: <Lazy load={loadSections} fallback={<LoadingBlock />} /> }],
    },
  ];
}

/** Starts what each route of an address needs (`handle.start`). */
function startRoutes(routes: RouteObject[], address: string, opening = false) {
  const url = new URL(address, window.location.origin);
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.start(url, opening);
  }
}

/**
 * The product's routes (declarative: react-router's data router is not needed and is twice the
 * code). The first address starts before the first render; later ones as they are opened.
 */
export function AppRoutes({ queryClient }: { queryClient: QueryClient }) {
  const location = useLocation();
  const address = location.pathname + location.search;
  const started = useRef(address);
  const [routes] = useState(() => {
    const created = createRoutes(queryClient);
    // Opened in the signed-in area, the entry script has started it already (opening.ts).
    if (!openingStarted(address)) startRoutes(created, address, true);
    return created;
  });
  useEffect(() => {
    if (started.current === address) return;
    started.current = address;
    startRoutes(routes, address);
  }, [routes, address]);
  return useRoutes(routes);
}
