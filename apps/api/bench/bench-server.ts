/**
 * The benchmark's server: the product's server (src/server.ts) with the baseline routes of
 * bench-routes.ts added through buildApp's `extraApiRoutes`. Bundled beside dist/server.js by
 * server-process.ts (dist/bench-server.js, so that it finds the migrations and the database
 * worker there); `npm run build` never includes it.
 */
import { ConfigError, loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { benchRoutes } from './bench-routes';

try {
  await startServer(loadConfig({ MFA_REQUIRED_ROLES: '', ...process.env }), {
    extraApiRoutes: benchRoutes,
  });
  console.warn('baseline routes /api/__bench/* are enabled (benchmark only)');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
