import { idParamSchema, successSchema } from '@app/contract/common';
import {
  createSubCategorySchema,
  SUB_CATEGORY_TEXTS,
  subCategoryItemResponseSchema,
  subCategoryListQuerySchema,
  subCategoryListResponseSchema,
  updateSubCategorySchema,
} from '@app/contract/sub-categories';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listSerializerCompiler } from '../../lib/list-serializer';
import { currentUser } from '../../plugins/auth';
import {
  changeSubCategory,
  createSubCategory,
  listSubCategories,
  removeSubCategory,
} from './sub-categories.service';

const TAG = 'Subcategorías';

/** Sub-categories of the shared managers (SPEC §7, DECISIONS §8): every signed-in user. */
export const subCategoriesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sub-categories',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: subCategoryListQuerySchema,
        response: { 200: subCategoryListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({
      success: true as const,
      ...(await listSubCategories(app.db, currentUser(request), request.query.feature)),
    }),
  );

  app.post(
    '/sub-categories',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: createSubCategorySchema,
        response: { 201: subCategoryItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createSubCategory(app.db, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: SUB_CATEGORY_TEXTS.created, data });
    },
  );

  app.patch(
    '/sub-categories/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateSubCategorySchema,
        response: { 200: subCategoryItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: SUB_CATEGORY_TEXTS.updated,
      data: await changeSubCategory(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/sub-categories/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeSubCategory(app.db, currentUser(request), request.params.id);
      return { success: true as const, message: SUB_CATEGORY_TEXTS.deleted };
    },
  );
};
