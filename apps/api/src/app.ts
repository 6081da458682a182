import fs from 'node:fs';
import path from 'node:path';
import { COMMON_TEXTS } from '@app/contract/common';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { areasRoutes } from './features/areas/areas.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { sessionsRoutes } from './features/auth/sessions.routes';
import { mfaRoutes } from './features/mfa/mfa.routes';
import { passkeysRoutes } from './features/passkeys/passkeys.routes';
import { ssoRoutes } from './features/sso/sso.routes';
import { backupsRoutes } from './features/backups/backups.routes';
import type { Backups } from './features/backups/make-backup';
import { categoriesRoutes } from './features/categories/categories.routes';
import { createFileService, type FileService } from './features/files/file-service';
import { expenseReportRoutes } from './features/expense-report/expense-report.routes';
import { filesRoutes } from './features/files/files.routes';
import { financeRoutes } from './features/finance/finance.routes';
import { healthRoutes } from './features/health/health.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { notebooksRoutes } from './features/notebooks/notebooks.routes';
import { passwordManagerRoutes } from './features/password-manager/password-manager.routes';
import { punchesRoutes } from './features/punches/punches.routes';
import { shiftsRoutes } from './features/shifts/shifts.routes';
import { punchCorrectionsRoutes } from './features/punch-corrections/punch-corrections.routes';
import { punchHistoryRoutes } from './features/punch-history/punch-history.routes';
import { periodsRoutes } from './features/periods/periods.routes';
import { punchExceptionsRoutes } from './features/punch-exceptions/punch-exceptions.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { absencesRoutes } from './features/absences/absences.routes';
import { holidaysRoutes } from './features/holidays/holidays.routes';
import { timesheetsRoutes } from './features/timesheets/timesheets.routes';
import { subCategoriesRoutes } from './features/sub-categories/sub-categories.routes';
import { summaryRoutes } from './features/summary/summary.routes';
import { suppliersRoutes } from './features/suppliers/suppliers.routes';
import { usersRoutes } from './features/users/users.routes';
import { appFileLinks } from './lib/file-links';
import { fileStorageOf } from './lib/file-storage';
import { createMailer, type Mailer } from './lib/mailer';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { createStorageHealth, type StorageHealth } from './lib/storage-health';
import { companyClock, type CompanyClock } from './lib/time';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { loggerOptions } from './plugins/logger';
import { registerMetrics } from './plugins/metrics';
import { routerErrorHandler } from './plugins/router-errors';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Uploaded files: purposes, limits, the store (folder or PostgreSQL) and signed links. */
    files: FileService;
    /** false once shutdown has begun: /api/ready answers 503 */
    accepting: boolean;
    /** resolves when the database answers a trivial query */
    readiness: () => Promise<void>;
    /** The data folder's free space and writes refused for lack of it (readiness, 507s). */
    storage: StorageHealth;
    /**
     * The company's clock (lib/time.ts), built once from APP_TIME_ZONE and the `now` option: every
     * rule that reads the time (punches, shifts, finance, sessions, tokens, jobs) reads it here,
     * so a test that injects `now` moves them all.
     */
    clock: CompanyClock;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** Defaults to SMTP_URL, or the outbox folder without it. */
  mailer?: Mailer;
  /** Serve the built SPA from this folder (skipped when it does not exist). */
  webDir?: string;
  logger?: boolean;
  /** Where the logs go instead of stdout (tests read what would have been logged). */
  loggerStream?: NodeJS.WritableStream;
  /** Per-IP request limits of the sensitive auth routes, per minute. */
  authRateLimit?: number;
  /** The current instant of the company's clock (`app.clock`); tests pass one they move. */
  now?: () => Date;
  /**
   * More routes under /api, given the database: only the benchmark passes its baseline routes
   * (apps/api/bench/bench-routes.ts); the product never does.
   */
  extraApiRoutes?: FastifyPluginAsync<{ database: Database }>;
  /** Backups of the embedded database made on demand ('Hacer copia ahora'); none with PostgreSQL. */
  backups?: Backups;
};

export const BODY_LIMIT = 256 * 1024;
const METRICS_PATH = /^\/metrics\/?$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions(options.config.logLevel, options.loggerStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A header Node refuses (over 16 KB) still gets the error body: 431, not Node's own answer.
    clientErrorHandler,
    // What the router refuses (a path that is not valid percent-encoding, a path parameter over
    // 100 characters) never reaches the error handler: answered and logged there.
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only (DECISIONS §2): a text/plain body is refused with 415 instead of parsed as a string.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app, BODY_LIMIT);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  options.database.onClientError?.((error) =>
    app.log.error({ err: error }, 'database connection failed; the next query gets a new one'),
  );
  app.decorate('config', options.config);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        outboxDir: path.join(options.config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  app.addHook('onClose', () => app.mailer.close());
  app.decorate(
    'files',
    createFileService({
      db: options.database.db,
      storage: fileStorageOf(options.database, options.config.dataDir),
      links: appFileLinks(options.config),
      limits: {
        'punch-photo': {
          perMinute: options.config.uploadRateLimit,
          pending: options.config.uploadPendingLimit,
        },
      },
    }),
  );
  app.decorate('accepting', true);
  app.decorate('readiness', options.database.ping);
  app.decorate(
    'storage',
    createStorageHealth({
      dir: options.config.dataDir,
      minFreeBytes: options.config.readyMinFreeBytes,
    }),
  );
  const clock = companyClock(options.config.timeZone, options.now);
  app.decorate('clock', clock);

  registerErrorHandler(app);
  // Request durations by route (docs/decisions/090): before any route is registered.
  const metricsToken = options.config.metricsToken;
  if (metricsToken) registerMetrics(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Counted in the database, so that several instances limit as one (DECISIONS §4).
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(options.database.db),
  });
  registerAuth(app);
  registerCompression(app);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
  // Once shutdown has begun, an answer closes its keep-alive connection: otherwise the client's
  // idle connection would hold the server open until the forced exit.
  app.addHook('onSend', async (_request, reply) => {
    if (!app.accepting) reply.header('connection', 'close');
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Back Office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: {} });

  const rateLimit = options.authRateLimit ?? options.config.authRateLimit;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { rateLimit });
      await api.register(mfaRoutes, { rateLimit });
      await api.register(passkeysRoutes, { rateLimit });
      await api.register(ssoRoutes, { rateLimit });
      await api.register(sessionsRoutes);
      await api.register(auditRoutes);
      await api.register(usersRoutes);
      await api.register(categoriesRoutes);
      await api.register(areasRoutes);
      await api.register(suppliersRoutes);
      await api.register(shiftsRoutes);
      await api.register(punchesRoutes);
      await api.register(punchCorrectionsRoutes);
      await api.register(punchHistoryRoutes);
      await api.register(periodsRoutes);
      await api.register(punchExceptionsRoutes);
      await api.register(notificationsRoutes);
      await api.register(absencesRoutes);
      await api.register(holidaysRoutes);
      await api.register(timesheetsRoutes);
      await api.register(filesRoutes);
      await api.register(financeRoutes);
      await api.register(summaryRoutes);
      await api.register(expenseReportRoutes);
      await api.register(subCategoriesRoutes);
      await api.register(notebooksRoutes);
      await api.register(passwordManagerRoutes);
      await api.register(backupsRoutes, { ...(options.backups && { backups: options.backups }) });
      if (options.extraApiRoutes) {
        await api.register(options.extraApiRoutes, { database: options.database });
      }
    },
    { prefix: '/api' },
  );
  // Prometheus's endpoint, outside /api: only with METRICS_TOKEN, only to that token.
  if (metricsToken) {
    await app.register(metricsRoutes, {
      token: metricsToken,
      databaseKind: options.database.kind,
    });
  }

  const webDir = options.webDir;
  const hasWeb = webDir !== undefined && fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each script, style and index.html (decision 017).
      preCompressed: true,
      // Vite names assets by content hash: they never change; index.html is always revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      // Without METRICS_TOKEN, /metrics is an unknown path: a plain 404, never the SPA's page.
      METRICS_PATH.test(url) ||
      !hasWeb ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return sendError(reply, 404, 'NOT_FOUND', COMMON_TEXTS.notFound);
    }
    // Client-side routes of the SPA fall back to index.html.
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });

  return app;
}
