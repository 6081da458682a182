import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';
import type { SectionPath } from './sections';

/**
 * The data a page asks for first, asked for as its address opens, with the start-up calls and
 * before the page's code (app/start-signed-in.ts: only when the session's role may open the page;
 * docs/decisions/071, 091). Each asks as the page will (its query options, from the address), so
 * the page then finds it in the cache, or on its way.
 */
type Prefetch = (queryClient: QueryClient, url: URL, session: Session) => void;

export const PREFETCH: Partial<Record<SectionPath, Prefetch>> = {
  '/dashboard': (queryClient, url, session) =>
    void import('../features/summary/summary-prefetch').then((m) =>
      m.prefetchDashboard(queryClient, url, session.user.role === 'admin'),
    ),
  '/shifts': (queryClient, url) =>
    void import('../features/shifts/shifts-prefetch').then((m) =>
      m.prefetchShifts(queryClient, url),
    ),
  '/incomes': (queryClient, url) =>
    void Promise.all([
      import('../components/list-page/use-records-list'),
      import('../features/incomes/income-filter-params'),
      import('../features/incomes/api/get-incomes'),
    ]).then(([list, params, api]) =>
      list.prefetchRecords(queryClient, url, params.INCOME_FILTERS, api.incomesQueryOptions),
    ),
  '/expenses': (queryClient, url) =>
    void Promise.all([
      import('../components/list-page/use-records-list'),
      import('../features/expenses/expense-filter-params'),
      import('../features/expenses/api/get-expenses'),
    ]).then(([list, params, api]) =>
      list.prefetchRecords(queryClient, url, params.EXPENSE_FILTERS, api.expensesQueryOptions),
    ),
  '/expenses-recurrent': (queryClient, url) =>
    void Promise.all([
      import('../components/list-page/use-records-list'),
      import('../features/expenses-recurrent/expenses-recurrent-filter-params'),
      import('../features/expenses-recurrent/api/get-recurring-expenses'),
    ]).then(([list, params, api]) =>
      list.prefetchRecords(
        queryClient,
        url,
        params.EXPENSES_RECURRENT_FILTERS,
        api.recurringExpensesQueryOptions,
      ),
    ),
  '/audit': (queryClient, url) =>
    void Promise.all([
      import('../components/list-page/use-records-list'),
      import('../features/audit/audit-filter-params'),
      import('../features/audit/api/get-audit'),
    ]).then(([list, params, api]) =>
      list.prefetchRecords(queryClient, url, params.AUDIT_FILTERS, api.auditQueryOptions),
    ),
  '/categories': (queryClient) =>
    void import('../features/categories/api/get-categories').then((m) =>
      queryClient.prefetchQuery(m.categoriesQueryOptions()),
    ),
  '/areas': (queryClient) =>
    void import('../features/areas/api/get-areas').then((m) =>
      queryClient.prefetchQuery(m.areasQueryOptions()),
    ),
  '/suppliers': (queryClient) =>
    void import('../features/suppliers/api/get-suppliers').then((m) =>
      queryClient.prefetchQuery(m.suppliersQueryOptions()),
    ),
  '/users': (queryClient) =>
    void import('../features/users/api/get-users').then((m) =>
      queryClient.prefetchQuery(m.usersQueryOptions()),
    ),
};
