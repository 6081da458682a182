import { loginResponseSchema } from '@app/contract/auth';
import { idParamSchema, successSchema } from '@app/contract/common';
import {
  passkeyItemResponseSchema,
  passkeyListResponseSchema,
  passkeyLoginSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  PASSKEY_TEXTS,
} from '@app/contract/passkeys';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { auditActorOf } from '../audit/audit.queries';
import { sessionClientOf } from '../auth/auth.queries';
import {
  loginOptions,
  ownPasskeys,
  registerPasskey,
  registrationOptions,
  removeOwnPasskey,
  renameOwnPasskey,
  signInWithPasskey,
  type PasskeysDeps,
} from './passkeys.service';

const TAG = 'Autenticación';

/**
 * Passkeys (WebAuthn, DECISIONS §12): `GET /auth/passkeys`, `POST /auth/passkeys/register/options`,
 * `POST /auth/passkeys/register`, `POST /auth/passkeys/login/options`, `POST /auth/passkeys/login`,
 * `PATCH /auth/passkeys/{id}`, `DELETE /auth/passkeys/{id}`. The relying party is APP_URL.
 */
export const passkeysRoutes: FastifyPluginAsync<{ rateLimit: number }> = async (
  parent,
  options,
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const appUrl = new URL(app.config.appUrl);
  const deps: PasskeysDeps = {
    db: app.db,
    clock: app.clock,
    rpId: appUrl.hostname,
    origin: appUrl.origin,
  };
  // Per-IP limit of the routes that guess or sign in, as `POST /auth` (DECISIONS §4).
  const limited = { max: options.rateLimit, timeWindow: '1 minute' };

  app.get(
    '/auth/passkeys',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: passkeyListResponseSchema } },
    },
    async (request) => {
      const data = await ownPasskeys(deps, currentUser(request).id);
      return { success: true as const, data, totalItems: data.length };
    },
  );

  app.post(
    '/auth/passkeys/register/options',
    {
      config: { access: 'authenticated', rateLimit: limited },
      schema: { tags: [TAG], response: { 200: passkeyOptionsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      options: await registrationOptions(deps, currentUser(request)),
    }),
  );

  app.post(
    '/auth/passkeys/register',
    {
      config: { access: 'authenticated', rateLimit: limited },
      schema: {
        tags: [TAG],
        body: passkeyRegisterSchema,
        response: { 201: passkeyItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await registerPasskey(
        deps,
        { ...auditActorOf(request), user: currentUser(request) },
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: PASSKEY_TEXTS.registered, data });
    },
  );

  app.post(
    '/auth/passkeys/login/options',
    {
      config: { access: 'public', rateLimit: limited },
      schema: { tags: [TAG], security: [], response: { 200: passkeyOptionsResponseSchema } },
    },
    async () => ({ success: true as const, options: await loginOptions(deps) }),
  );

  app.post(
    '/auth/passkeys/login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags: [TAG],
        security: [],
        body: passkeyLoginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) =>
      signInWithPasskey(deps, sessionClientOf(request, 'passkey'), request.body.response),
  );

  app.patch(
    '/auth/passkeys/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: passkeyRenameSchema,
        response: { 200: passkeyItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: PASSKEY_TEXTS.renamed,
      data: await renameOwnPasskey(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeOwnPasskey(
        deps,
        auditActorOf(request),
        currentUser(request).id,
        request.params.id,
      );
      return { success: true as const, message: PASSKEY_TEXTS.removed };
    },
  );
};
