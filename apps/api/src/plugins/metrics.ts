import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { enableMetrics, histogram } from '../lib/metrics';

const requestDuration = histogram(
  'http_request_duration_seconds',
  'HTTP requests answered by this instance, by method, route pattern and status (its _count is the number of requests)',
  ['method', 'route', 'status'],
  [0.005, 0.025, 0.1, 0.5, 2.5, 10],
);

/** The route label of a request no route matched: "spa" when index.html was served, else "unmatched". */
const SPA = 'spa';
const UNMATCHED = 'unmatched';

type Observer = { observe: (seconds: number) => void };

/**
 * One route's series, made at its first answer of each method and status: the route's label is
 * its pattern (`/api/users/:id`), never the URL asked, so that the series stay few.
 */
function seriesOf(route: string) {
  const series = new Map<string, Observer>();
  return (method: string, status: number) => {
    const key = `${method} ${status}`;
    let child = series.get(key);
    if (!child) {
      child = requestDuration.labels(method, route, String(status));
      series.set(key, child);
    }
    return child;
  };
}

/**
 * Request durations by route and status, measured in an `onResponse` hook of each route (added as
 * the route is registered, so that it knows its pattern without reading it per request) and one
 * for requests no route matched (the SPA's pages, unknown paths: one label each). Registered only
 * with METRICS_TOKEN, before the routes.
 */
export function registerMetrics(app: FastifyInstance) {
  enableMetrics();
  app.addHook('onRoute', (route) => {
    const series = seriesOf(route.url);
    const observe: onResponseHookHandler = (request, reply, done) => {
      series(request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
      done();
    };
    const hooks = route.onResponse;
    route.onResponse = hooks ? [...[hooks].flat(), observe] : [observe];
  });
  const spa = seriesOf(SPA);
  const unmatched = seriesOf(UNMATCHED);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      const series = reply.statusCode < 400 ? spa : unmatched;
      series(request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
    }
    done();
  });
}
