import { messageResponseSchema } from '@app/contract/auth';
import { idParamSchema } from '@app/contract/common';
import {
  MFA_TEXTS,
  mfaStatusResponseSchema,
  mfaVerifySchema,
  recoveryCodesRenewSchema,
  recoveryCodesResponseSchema,
  sessionResponseSchema,
  totpConfirmResponseSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpSetupResponseSchema,
} from '@app/contract/mfa';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAppSecret } from '../../lib/app-secret';
import { ADMIN } from '../../lib/access';
import { unauthorized } from '../../lib/app-error';
import { createAttemptLimiter, SIGN_IN_LIMIT } from '../../lib/attempt-limiter';
import { currentUser } from '../../plugins/auth';
import { auditActorOf } from '../audit/audit.queries';
import { sessionClientOf } from '../auth/auth.queries';
import {
  confirmTotpSetup,
  disableTotp,
  mfaStatus,
  renewCodes,
  resetSecondFactor,
  setUpTotp,
  verifySecondFactor,
  type MfaDeps,
} from './mfa.service';
import { recoveryCodeKey } from './recovery-codes';
import { totpKeyring } from './totp-secrets';

const TAG = 'Verificación en dos pasos';

/**
 * The second factor (DECISIONS §12): `GET /auth/mfa`, `POST /auth/mfa/totp/setup`,
 * `POST /auth/mfa/totp/confirm`, `DELETE /auth/mfa/totp`, `POST /auth/mfa/verify`,
 * `POST /auth/mfa/recovery-codes`. Setup and confirm also accept an enrolment ticket as the bearer
 * (access 'enrolling'): a role that must enrol gets its first session from confirm. An admin removes
 * another user's with `DELETE /users/{id}/mfa` (a lost phone and lost codes).
 */
export const mfaRoutes: FastifyPluginAsync<{ rateLimit: number }> = async (parent, options) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const appSecret = loadAppSecret(app.config.appSecret, app.config.dataDir);
  const deps: MfaDeps = {
    db: app.db,
    clock: app.clock,
    keyring: totpKeyring(appSecret),
    codeKey: recoveryCodeKey(appSecret),
    limiter: createAttemptLimiter(app.db, SIGN_IN_LIMIT),
    mfaRequiredRoles: app.config.mfaRequiredRoles,
  };
  const limited = { max: options.rateLimit, timeWindow: '1 minute' };

  /** The user of a session, or of the enrolment ticket given as the bearer. */
  const enrollingUser = (request: FastifyRequest) => {
    const userId = request.auth?.user.id ?? request.enrolling?.userId;
    if (userId === undefined) throw unauthorized();
    return { userId, ticketId: request.auth ? null : (request.enrolling?.ticketId ?? null) };
  };

  app.get(
    '/auth/mfa',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: mfaStatusResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      totp: await mfaStatus(deps, currentUser(request)),
    }),
  );

  app.post(
    '/auth/mfa/totp/setup',
    {
      config: { access: 'enrolling', rateLimit: limited },
      schema: { tags: [TAG], response: { 200: totpSetupResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await setUpTotp(deps, enrollingUser(request).userId)),
    }),
  );

  app.post(
    '/auth/mfa/totp/confirm',
    {
      config: { access: 'enrolling', rateLimit: limited },
      schema: {
        tags: [TAG],
        body: totpConfirmSchema,
        response: { 200: totpConfirmResponseSchema },
      },
    },
    async (request) => {
      const who = enrollingUser(request);
      const confirmed = await confirmTotpSetup(
        deps,
        { ...who, client: sessionClientOf(request, 'mfa') },
        request.body.code,
      );
      return { success: true as const, message: MFA_TEXTS.enabled, ...confirmed };
    },
  );

  app.delete(
    '/auth/mfa/totp',
    {
      config: { access: 'authenticated', rateLimit: limited },
      schema: { tags: [TAG], body: totpDisableSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: await disableTotp(deps, currentUser(request).id, request.ip, request.body),
    }),
  );

  app.post(
    '/auth/mfa/recovery-codes',
    {
      config: { access: 'authenticated', rateLimit: limited },
      schema: {
        tags: [TAG],
        body: recoveryCodesRenewSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MFA_TEXTS.recoveryCodesRenewed,
      recoveryCodes: await renewCodes(deps, currentUser(request).id, request.ip, request.body.code),
    }),
  );

  app.post(
    '/auth/mfa/verify',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: mfaVerifySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => verifySecondFactor(deps, request.body, sessionClientOf(request, 'mfa')),
  );

  app.delete(
    '/users/:id/mfa',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['Usuarios'],
        params: idParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: await resetSecondFactor(deps, auditActorOf(request), request.params.id),
    }),
  );
};
