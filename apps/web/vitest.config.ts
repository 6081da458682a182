import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Node 22.4+ has a `localStorage` global of its own (without a storage file it warns and holds
 * nothing) that hides happy-dom's: the component tests use the page's, as the browser does.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 22 ? ['--no-experimental-webstorage'] : [];

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    execArgv: withoutNodeWebStorage,
    // Typing into forms takes seconds on a busy 2-core machine; 5 s (the default) timed out there.
    testTimeout: 20_000,
    // Files share their worker's modules (React, the testing library, the app's code are imported
    // once per worker, not once per file): 98 s of CPU → 22 s for the project. Module state the
    // app learns at start is reset after each test (src/test/setup.ts); a test replaces a function
    // with `vi.spyOn` on its module's object, never `vi.mock` (a mocked module would leak into the
    // files after it in the worker).
    isolate: false,
  },
});
