import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { SectionPath } from './sections';

/** A page's code, as a chunk of its own (docs/decisions/017). */
export type Load = () => Promise<ComponentType>;

/** The built pages; every other section shows its 'Próximamente' placeholder. */
export const PAGES: Partial<Record<SectionPath, Load>> = {
  '/dashboard': () => import('./home-page').then((m) => m.HomePage),
  '/password-manager': () =>
    import('../features/password-manager/password-manager-page').then((m) => m.PasswordManagerPage),
  '/expenses-report': () =>
    import('../features/expense-report/expense-report-page').then((m) => m.ExpenseReportPage),
  '/categories': () =>
    import('../features/categories/categories-page').then((m) => m.CategoriesPage),
  '/areas': () => import('../features/areas/areas-page').then((m) => m.AreasPage),
  '/suppliers': () => import('../features/suppliers/suppliers-page').then((m) => m.SuppliersPage),
  '/users': () => import('../features/users/users-page').then((m) => m.UsersPage),
  '/shifts': () => import('../features/shifts/shifts-page').then((m) => m.ShiftsPage),
  '/punches': () =>
    import('../features/punches/management/punches-page').then((m) => m.PunchesPage),
  '/incomes': () => import('../features/incomes/incomes-page').then((m) => m.IncomesPage),
  '/expenses': () => import('../features/expenses/expenses-page').then((m) => m.ExpensesPage),
  '/expenses-recurrent': () =>
    import('../features/expenses-recurrent/expenses-recurrent-page').then(
      (m) => m.ExpensesRecurrentPage,
    ),
  '/email-manager': () =>
    import('../features/notebooks/notebooks-page').then((m) => m.EmailManagerPage),
  '/links-manager': () =>
    import('../features/notebooks/notebooks-page').then((m) => m.LinksManagerPage),
  '/templates-manager': () =>
    import('../features/notebooks/notebooks-page').then((m) => m.TemplatesManagerPage),
};

/**
 * The data a page asks for first, asked for as its address opens. Only for pages every role may
 * open: the role guard is not loaded yet when this runs.
 */
export const PREFETCH: Partial<Record<SectionPath, (queryClient: QueryClient, url: URL) => void>> =
  {
    '/shifts': (queryClient, url) =>
      void import('../features/shifts/shifts-prefetch').then((m) =>
        m.prefetchShifts(queryClient, url),
      ),
  };

/**
 * Each page's code is loaded once, whoever starts it (an address opening, the render), and kept
 * once there. A page whose code arrived before it is first drawn is drawn at once, without
 * suspending: React shows content that replaces a fallback at most every 300 ms, so each nested
 * lazy level (shell, sections, page) could hold the page back that long (docs/decisions/045).
 */
type Loading = { promise: Promise<ComponentType>; component?: ComponentType };
const loads = new Map<Load, Loading>();

/** Starts a page's code (once; again after a failure) and resolves with its component. */
export function startLoad(load: Load): Promise<ComponentType> {
  const started = loads.get(load);
  if (started) return started.promise;
  const loading: Loading = { promise: load() };
  loading.promise.then(
    (component) => {
      loading.component = component;
    },
    () => loads.delete(load),
  );
  loads.set(load, loading);
  return loading.promise;
}

/** One lazy component per loader, for a page drawn before its code arrived. */
const lazyComponents = new Map<Load, ComponentType>();
function lazyOf(load: Load): ComponentType {
  let component = lazyComponents.get(load);
  if (!component) {
    component = lazy(() => startLoad(load).then((loaded) => ({ default: loaded })));
    lazyComponents.set(load, component);
  }
  return component;
}

/** A lazily loaded component, with what to show while its code loads. */
export function Lazy({ load, fallback = null }: { load: Load; fallback?: ReactNode }) {
  // Chosen once per loader: switching from the lazy to the loaded component would remount it.
  const Component = useMemo(() => loads.get(load)?.component ?? lazyOf(load), [load]);
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}
