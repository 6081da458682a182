import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

/** One lazy component per loader, so that an early start and the render share one load. */
const components = new Map<Load, ComponentType>();
function lazyOf(load: Load): ComponentType {
  let component = components.get(load);
  if (!component) {
    component = lazy(() => load().then((loaded) => ({ default: loaded })));
    components.set(load, component);
  }
  return component;
}

/** A lazily loaded component, with what to show while its code loads. */
export function Lazy({ load, fallback = null }: { load: Load; fallback?: ReactNode }) {
  const Component = lazyOf(load);
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}
