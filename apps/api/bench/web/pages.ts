/**
 * The pages `npm run bench:web` audits: /login signed out (the reference every signed-in page is
 * judged against in the same run) and every signed-in screen of the SPA's router
 * (apps/web/src/app/sections.ts, whose built pages are listed in apps/web/src/app/pages.tsx),
 * signed in as admin, who may open them all.
 */
export const LOGIN_PAGE = '/login';

export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/shifts',
  '/punches',
  '/absences',
  '/incomes',
  '/expenses',
  '/expenses-recurrent',
  '/expenses-report',
  '/email-manager',
  '/links-manager',
  '/templates-manager',
  '/password-manager',
  '/users',
  '/categories',
  '/areas',
  '/suppliers',
  '/holidays',
  '/audit',
  '/account',
] as const;

/**
 * The signed-in pages of this run: all of them, or those of `BENCH_WEB_PAGES` (a comma list such
 * as `/dashboard,/categories`) to iterate on a few; /login is always measured beside them.
 */
export function pagesOfThisRun(selection = process.env.BENCH_WEB_PAGES): string[] {
  if (!selection?.trim()) return [...SIGNED_IN_PAGES];
  const asked = selection
    .split(',')
    .map((page) => page.trim().replace(/^(?!\/)/, '/'))
    .filter((page) => page !== '/' && page !== LOGIN_PAGE);
  const unknown = asked.filter((page) => !(SIGNED_IN_PAGES as readonly string[]).includes(page));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_WEB_PAGES: not a signed-in page: ${unknown.join(', ')} (one of ${SIGNED_IN_PAGES.join(', ')})`,
    );
  }
  return asked;
}
