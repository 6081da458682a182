import { idParamSchema, successSchema } from '@app/contract/common';
import {
  createCredentialSchema,
  credentialItemResponseSchema,
  credentialListQuerySchema,
  credentialListResponseSchema,
  credentialPasswordResponseSchema,
  PASSWORD_MANAGER_TEXTS,
  updateCredentialSchema,
  VAULT_KEY_HEADER,
  vaultActivityQuerySchema,
  vaultActivityResponseSchema,
  vaultChangeSchema,
  vaultSetupSchema,
  vaultStatusResponseSchema,
} from '@app/contract/password-manager';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { loadAppSecret } from '../../lib/app-secret';
import { unauthorized } from '../../lib/app-error';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { listSerializerCompiler } from '../../lib/list-serializer';
import {
  changeCredential,
  createCredential,
  listUnlocked,
  removeCredential,
  revealPassword,
} from './password-manager.service';
import type { VaultCaller, VaultDeps } from './vault-deps';
import { listVaultActivity } from './vault-activity.service';
import { changeVaultPassword, setupVault, unlockVault, vaultConfigured } from './vault-key.service';
import { createUnlockCache } from './vault-unlocks';

const TAG = 'Gestor de credenciales';

/** What the vault reads of a request: its session, its address and the header. */
type VaultRequest = Pick<FastifyRequest, 'auth' | 'ip' | 'headers'>;
const KEY_NOTE = `Lleva la contraseña de seguridad en la cabecera ${VAULT_KEY_HEADER}.`;

/**
 * The credential vault (SPEC §2 'Gestor de credenciales', §7, DECISIONS §9): every signed-in user
 * reads and writes credentials with the security password in the header; admins set it up, change
 * it and read the activity log.
 */
export const passwordManagerRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const unlocks = createUnlockCache(() => app.clock.now().getTime());
  app.addHook('onClose', async () => unlocks.clear());
  const deps: VaultDeps = {
    db: app.db,
    clock: app.clock,
    appSecret: loadAppSecret(app.config.appSecret, app.config.dataDir),
    unlocks,
    failures: createAttemptLimiter(app.db, {
      scope: 'vault-unlock',
      max: 5,
      windowMs: 15 * 60 * 1000,
    }),
  };

  const callerOf = (request: VaultRequest): VaultCaller => {
    if (!request.auth) throw unauthorized();
    return { user: request.auth.user, sessionId: request.auth.sessionId, ip: request.ip };
  };
  /** The caller and the vault key of a call carrying the security password. */
  const unlocked = async (request: VaultRequest) => {
    const caller = callerOf(request);
    const key = await unlockVault(deps, caller, request.headers[VAULT_KEY_HEADER]);
    return { caller, key };
  };

  app.get(
    '/password-manager/status',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'Whether the vault has a security password yet',
        response: { 200: vaultStatusResponseSchema },
      },
    },
    async () => ({ success: true as const, configured: await vaultConfigured(deps) }),
  );

  app.post(
    '/password-manager/setup',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], body: vaultSetupSchema, response: { 201: successSchema } },
    },
    async (request, reply) => {
      await setupVault(deps, callerOf(request), request.body.password);
      return reply
        .status(201)
        .send({ success: true as const, message: PASSWORD_MANAGER_TEXTS.setupDone });
    },
  );

  app.patch(
    '/password-manager/setup',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], body: vaultChangeSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await changeVaultPassword(deps, callerOf(request), request.body);
      return { success: true as const, message: PASSWORD_MANAGER_TEXTS.changed };
    },
  );

  app.get(
    '/password-manager/activity',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        querystring: vaultActivityQuerySchema,
        response: { 200: vaultActivityResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({
      success: true as const,
      ...(await listVaultActivity(deps, request.query)),
    }),
  );

  app.get(
    '/password-manager',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        description: KEY_NOTE,
        querystring: credentialListQuerySchema,
        response: { 200: credentialListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({
      success: true as const,
      ...(await listUnlocked(
        deps,
        callerOf(request),
        request.headers[VAULT_KEY_HEADER],
        request.query,
      )),
    }),
  );

  app.post(
    '/password-manager',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        description: KEY_NOTE,
        body: createCredentialSchema,
        response: { 201: credentialItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { caller, key } = await unlocked(request);
      const data = await createCredential(deps, caller, key, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: PASSWORD_MANAGER_TEXTS.created, data });
    },
  );

  app.patch(
    '/password-manager/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        description: KEY_NOTE,
        params: idParamSchema,
        body: updateCredentialSchema,
        response: { 200: credentialItemResponseSchema },
      },
    },
    async (request) => {
      const { caller, key } = await unlocked(request);
      return {
        success: true as const,
        message: PASSWORD_MANAGER_TEXTS.updated,
        data: await changeCredential(deps, caller, key, request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/password-manager/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        description: KEY_NOTE,
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const { caller } = await unlocked(request);
      await removeCredential(deps, caller, request.params.id);
      return { success: true as const, message: PASSWORD_MANAGER_TEXTS.deleted };
    },
  );

  app.get(
    '/password-manager/:id/password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        description: `${KEY_NOTE} Queda registrado en la actividad.`,
        params: idParamSchema,
        response: { 200: credentialPasswordResponseSchema },
      },
    },
    async (request) => {
      const { caller, key } = await unlocked(request);
      const password = await revealPassword(deps, caller, key, request.params.id);
      return { success: true as const, data: { password } };
    },
  );
};
