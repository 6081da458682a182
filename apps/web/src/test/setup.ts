import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_NUMBER_STYLE } from '@app/contract/number-style';
import { afterEach } from 'vitest';
import { setCompanyTimeZone } from '../lib/company-time';
import { setCompanyNumberStyle } from '../lib/number-style';

// `findBy…` and `waitFor` wait up to 5 s (the library's default is 1 s): a lazily loaded chunk
// (the charts) took longer than that on a busy 2-core machine and failed a test that passes when
// the machine is quiet. What is awaited is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// Test files share their modules (the web project runs without isolation, vitest.config.ts): what
// the app learns at start (the company's zone and number style) goes back to unknown after each
// test, as a fresh page has it.
afterEach(() => {
  cleanup();
  localStorage.clear();
  setCompanyTimeZone(undefined);
  setCompanyNumberStyle(DEFAULT_NUMBER_STYLE);
});
