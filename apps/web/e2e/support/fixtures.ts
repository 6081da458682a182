import { test as base, type Page } from '@playwright/test';
import { signIn } from './session';

export { expect } from '@playwright/test';

type SignIn = {
  /**
   * Signs the test's page in as `email` through the API (support/session.ts `signIn`), landing on
   * the role's home; `on` signs in another page of the test instead.
   */
  signIn: (email: string, password: string, on?: Page) => Promise<void>;
};

/**
 * The specs' `test`: Playwright's, with a `signIn` fixture that starts a session without going
 * through the sign-in form (auth.spec.ts tests the form itself).
 *
 * @example
 * test('…', async ({ page, signIn }) => { await signIn(ADMIN.email, ADMIN.password); … });
 */
export const test = base.extend<SignIn>({
  signIn: async ({ page }, use) => {
    await use((email, password, on = page) => signIn(on, email, password));
  },
});
