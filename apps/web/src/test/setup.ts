import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s (the library's default is 1 s): a lazily loaded chunk
// (the charts) took longer than that on a busy 2-core machine and failed a test that passes when
// the machine is quiet. What is awaited is unchanged.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
