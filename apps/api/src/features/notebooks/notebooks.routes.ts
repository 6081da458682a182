import { idParamSchema, successSchema } from '@app/contract/common';
import {
  createNotebookSchema,
  NOTEBOOK_TYPE_TEXTS,
  notebookItemResponseSchema,
  notebookListQuerySchema,
  notebookListResponseSchema,
  notebookRevealsQuerySchema,
  notebookRevealsResponseSchema,
  notebookSecretResponseSchema,
  notebookTypeQuerySchema,
  shareNotebookSchema,
  updateNotebookSchema,
} from '@app/contract/notebooks';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listSerializerCompiler } from '../../lib/list-serializer';
import { currentUser } from '../../plugins/auth';
import { appNotebookKeyring } from './notebook-passwords';
import {
  changeNotebook,
  createNotebook,
  listNotebooks,
  listReveals,
  removeNotebook,
  revealSecret,
  shareNotebook,
  type NotebookDeps,
} from './notebooks.service';

const TAG = 'Correos, links y plantillas';

/**
 * The shared managers (SPEC §7 'Notebooks', DECISIONS §8): every signed-in user; what each may see
 * and do with an item is decided per item by the service (owner, or shared with).
 */
export const notebooksRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: NotebookDeps = {
    db: app.db,
    clock: app.clock,
    keyring: appNotebookKeyring(app.config),
  };

  app.get(
    '/notebooks',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: notebookListQuerySchema,
        response: { 200: notebookListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({
      success: true as const,
      ...(await listNotebooks(deps, currentUser(request), request.query)),
    }),
  );

  app.post(
    '/notebooks',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: createNotebookSchema,
        response: { 201: notebookItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createNotebook(deps, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: NOTEBOOK_TYPE_TEXTS[data.type].created, data });
    },
  );

  app.patch(
    '/notebooks/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateNotebookSchema,
        response: { 200: notebookItemResponseSchema },
      },
    },
    async (request) => {
      const data = await changeNotebook(
        deps,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: NOTEBOOK_TYPE_TEXTS[data.type].updated, data };
    },
  );

  app.delete(
    '/notebooks/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        querystring: notebookTypeQuerySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const type = await removeNotebook(
        deps,
        currentUser(request),
        request.params.id,
        request.query.type,
      );
      return { success: true as const, message: NOTEBOOK_TYPE_TEXTS[type].deleted };
    },
  );

  app.post(
    '/notebooks/:id/share',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'Sets the whole list of users the item is shared with (an empty list unshares)',
        params: idParamSchema,
        querystring: notebookTypeQuerySchema,
        body: shareNotebookSchema,
        response: { 200: notebookItemResponseSchema },
      },
    },
    async (request) => {
      const data = await shareNotebook(
        deps,
        currentUser(request),
        request.params.id,
        request.body.userIds,
        request.query.type,
      );
      return { success: true as const, message: NOTEBOOK_TYPE_TEXTS[data.type].shared, data };
    },
  );

  app.get(
    '/notebooks/:id/secret',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'The mailbox password, for the owner and recipients; each read is recorded',
        params: idParamSchema,
        querystring: notebookTypeQuerySchema,
        response: { 200: notebookSecretResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        password: await revealSecret(
          deps,
          currentUser(request),
          request.params.id,
          request.query.type,
        ),
      },
    }),
  );

  app.get(
    '/notebooks/:id/reveals',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary: 'Who read the mailbox password when, newest first (the owner only)',
        params: idParamSchema,
        querystring: notebookRevealsQuerySchema,
        response: { 200: notebookRevealsResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({
      success: true as const,
      ...(await listReveals(deps, currentUser(request), request.params.id, request.query)),
    }),
  );
};
