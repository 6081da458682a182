import type { Load } from '../lib/lazy-component';
import type { SectionPath } from './sections';

/**
 * The built pages, each a chunk of its own (docs/decisions/017); every other section shows its
 * 'Próximamente' placeholder.
 */
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
  '/account': () => import('../features/account/account-page').then((m) => m.AccountPage),
  '/shifts': () => import('../features/shifts/shifts-page').then((m) => m.ShiftsPage),
  '/punches': () =>
    import('../features/punches/management/punches-page').then((m) => m.PunchesPage),
  '/absences': () => import('../features/absences/absences-page').then((m) => m.AbsencesPage),
  '/holidays': () => import('../features/holidays/holidays-page').then((m) => m.HolidaysPage),
  '/audit': () => import('../features/audit/audit-page').then((m) => m.AuditPage),
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
