import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` to compile fast parsers; the page's Content-Security-Policy
 * (no 'unsafe-eval') blocks it and the browser reports a violation. Parsers without it are as
 * correct. This must run before any schema is built: main.tsx imports it first, and the build
 * keeps it in zod's own chunk (vite.config.ts), which runs before any chunk that builds schemas.
 */
z.config({ jitless: true });
