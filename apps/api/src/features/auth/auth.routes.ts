import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  meResponseSchema,
  messageResponseSchema,
  passwordSetResponseSchema,
  setPasswordSchema,
  updateMeResponseSchema,
  updateMeSchema,
  verifyLinkQuerySchema,
  verifyLinkResponseSchema,
  verifyUserSchema,
} from '@app/contract/auth';
import { signInResponseSchema } from '@app/contract/mfa';
import { registerUserSchema, userItemResponseSchema, USERS_TEXTS } from '@app/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/app-error';
import { createAttemptLimiter, SIGN_IN_LIMIT } from '../../lib/attempt-limiter';
import { ADMIN } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { auditActorOf } from '../audit/audit.queries';
import { revokeSession, sessionClientOf } from './sessions';
import {
  login,
  me,
  registerUser,
  requestPasswordReset,
  resetPassword,
  verifyUser,
  type AuthDeps,
} from './auth.service';
import { ACCOUNT_TEXTS, AUTH_TEXTS } from '@app/contract/auth';
import { describeVerifyLink } from './first-admin';
import { changeOwnPassword, renameSelf } from './own-account';

const TAG = 'Autenticación';

export const authRoutes: FastifyPluginAsync<{ rateLimit: number }> = async (parent, options) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: AuthDeps = {
    db: app.db,
    mailer: app.mailer,
    appUrl: app.config.appUrl,
    log: app.log,
    clock: app.clock,
    // Per account and address (DECISIONS §4): a stranger's wrong guesses never lock the owner out.
    loginFailures: createAttemptLimiter(app.db, SIGN_IN_LIMIT),
    resetRequests: createAttemptLimiter(app.db, {
      scope: 'reset',
      max: 3,
      windowMs: 60 * 60 * 1000,
    }),
    mfaRequiredRoles: app.config.mfaRequiredRoles,
  };
  // Per-IP limit of the routes that guess or send something (DECISIONS §4).
  const limited = { max: options.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/auth',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: loginSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) =>
      login(deps, request.body.email, request.body.password, sessionClientOf(request, 'password')),
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: meResponseSchema } },
    },
    async (request) => {
      const user = await me(app.db, currentUser(request).id);
      if (!user) throw notFound(USERS_TEXTS.notFound);
      return {
        success: true as const,
        result: user,
        timeZone: app.config.timeZone,
        numberStyle: app.config.numberStyle,
      };
    },
  );

  // 'Mi cuenta': every signed-in user, whatever the role, changes their own name and password.
  app.patch(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], body: updateMeSchema, response: { 200: updateMeResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: ACCOUNT_TEXTS.nameSaved,
      result: await renameSelf(app.db, currentUser(request).id, request.body.name),
    }),
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'authenticated', rateLimit: limited },
      schema: {
        tags: [TAG],
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      if (!auth) throw unauthorized();
      const message = await changeOwnPassword(
        deps,
        {
          userId: auth.user.id,
          name: auth.user.name,
          email: auth.user.email,
          sessionId: auth.sessionId,
          address: request.ip,
        },
        request.body,
      );
      return { success: true as const, message };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (request.auth) await revokeSession(app.db, request.auth.sessionId);
      return { success: true as const, message: AUTH_TEXTS.loggedOut };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], body: registerUserSchema, response: { 201: userItemResponseSchema } },
    },
    async (request, reply) => {
      const { user, message } = await registerUser(deps, request.body, auditActorOf(request));
      return reply.status(201).send({ success: true as const, message, data: user, result: user });
    },
  );

  app.get(
    '/auth/verify-user',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        querystring: verifyLinkQuerySchema,
        response: { 200: verifyLinkResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await describeVerifyLink(app.db, request.query.token, app.clock.now())),
    }),
  );

  app.post(
    '/auth/verify-user',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: verifyUserSchema,
        response: { 200: passwordSetResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await verifyUser(deps, request.body, request.ip)),
    }),
  );

  app.post(
    '/auth/verify-password',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: setPasswordSchema,
        response: { 200: passwordSetResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await resetPassword(deps, request.body, request.ip)),
    }),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: await requestPasswordReset(deps, request.body.email),
    }),
  );
};
