import type { QueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoadingBlock } from '../components/ui/spinner';
import { LoginPage } from '../features/auth/login-page';
import { getSession, type Session } from '../lib/session';
import { HomeRedirect, PublicOnly, RequireAuth, RoleGuard, UnknownPathRedirect } from './guards';
import { PlaceholderPage } from './placeholder-page';
import { SECTIONS, type SectionPath } from './sections';
import { StartupScreen } from './startup-screen';
import { useDocumentTitle } from './use-document-title';

/**
 * Every page but the sign-in page is its own chunk, loaded when its address is opened
 * (docs/decisions/017): /login carries neither the calendar nor the charts. As an address opens, each of its routes starts its
 * chunk and its data at once (`handle.start`), instead of one after the other.
 */
type Load = () => Promise<ComponentType>;

const loadShell: Load = () => import('./app-shell').then((m) => m.AppShell);
const loadVerify: Load = () =>
  import('../features/auth/verify-user-page').then((m) => m.VerifyUserPage);
const loadReset: Load = () =>
  import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage);

/** The built pages; every other section shows its 'Próximamente' placeholder. */
const PAGES: Partial<Record<SectionPath, Load>> = {
  '/dashboard': () => import('./home-page').then((m) => m.HomePage),
  '/categories': () =>
    import('../features/categories/categories-page').then((m) => m.CategoriesPage),
  '/areas': () => import('../features/areas/areas-page').then((m) => m.AreasPage),
  '/suppliers': () => import('../features/suppliers/suppliers-page').then((m) => m.SuppliersPage),
  '/users': () => import('../features/users/users-page').then((m) => m.UsersPage),
  '/shifts': () => import('../features/shifts/shifts-page').then((m) => m.ShiftsPage),
  '/punches': () =>
    import('../features/punches/management/punches-page').then((m) => m.PunchesPage),
};

/** The data a page asks for first, asked for by its route (with the session's rights). */
const PREFETCH: Partial<Record<SectionPath, (queryClient: QueryClient, url: URL) => void>> = {
  '/shifts': (queryClient, url) =>
    void import('../features/shifts/shifts-prefetch').then((m) =>
      m.prefetchShifts(queryClient, url),
    ),
};

/** One lazy component per loader, so that a loader's early call and the render share one load. */
const components = new Map<Load, ComponentType>();
function lazyOf(load: Load): ComponentType {
  let component = components.get(load);
  if (!component) {
    component = lazy(() => load().then((loaded) => ({ default: loaded })));
    components.set(load, component);
  }
  return component;
}

function Lazy({ load, fallback = null }: { load: Load; fallback?: ReactNode }) {
  const Component = lazyOf(load);
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}

function SectionRoute({ path }: { path: SectionPath }) {
  const section = SECTIONS[path];
  useDocumentTitle(section.title);
  const load = PAGES[path];
  return (
    <RoleGuard roles={section.roles}>
      {load ? (
        <Lazy load={load} fallback={<LoadingBlock />} />
      ) : (
        <PlaceholderPage section={section} />
      )}
    </RoleGuard>
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** What a route starts as its address opens: its code and, with a session, its first data. */
type RouteHandle = { start: (url: URL) => void };

const starting = (load: Load): RouteHandle => ({ start: () => void load() });

/** The same for the signed-in area, whose code and data only a session may use. */
const startingSignedIn = (
  load: Load | undefined,
  prefetch?: (url: URL, session: Session) => void,
): RouteHandle => ({
  start: (url) => {
    const session = getSession();
    if (!session) return;
    void load?.();
    prefetch?.(url, session);
  },
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const sectionRoute = (path: SectionPath): RouteObject => ({
    path: path.slice(1),
    element: <SectionRoute path={path} />,
    handle: startingSignedIn(PAGES[path], (url, session) => {
      if (SECTIONS[path].roles.includes(session.user.role)) PREFETCH[path]?.(queryClient, url);
    }),
  });

  // The shell's start-up calls are asked for once, at the first address of the signed-in area.
  let shellStarted = false;
  const shell = startingSignedIn(loadShell, (_url, session) => {
    if (shellStarted) return;
    shellStarted = true;
    void import('./startup-prefetch').then((m) => m.prefetchStartup(queryClient, session));
  });

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
      children: [
        { index: true, element: <HomeRedirect /> },
        ...(Object.keys(SECTIONS) as SectionPath[]).map(sectionRoute),
        { path: '*', element: <UnknownPathRedirect /> },
      ],
    },
  ];
}

/** Starts what each route of an address needs (`handle.start`). */
function startRoutes(routes: RouteObject[], address: string) {
  const url = new URL(address, window.location.origin);
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.start(url);
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
    startRoutes(created, address);
    return created;
  });
  useEffect(() => {
    if (started.current === address) return;
    started.current = address;
    startRoutes(routes, address);
  }, [routes, address]);
  return useRoutes(routes);
}
