import {
  approveCorrectionSchema,
  correctionItemResponseSchema,
  correctionListQuerySchema,
  correctionListResponseSchema,
  CORRECTION_TEXTS,
  createCorrectionSchema,
  rejectCorrectionSchema,
} from '@app/contract/punch-corrections';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_OFFICE } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { correctionView, listCorrections } from './punch-corrections-read.service';
import {
  approveCorrection,
  cancelCorrection,
  rejectCorrection,
  requestCorrection,
  type CorrectionActor,
  type CorrectionsDeps,
} from './punch-corrections.service';

const TAG = 'Punch corrections';

const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: CORRECTION_TEXTS.notFound })
    .int(CORRECTION_TEXTS.notFound)
    .positive(CORRECTION_TEXTS.notFound)
    .max(2_147_483_647, CORRECTION_TEXTS.notFound),
});

const actorOf = (request: FastifyRequest): CorrectionActor => ({
  ...currentUser(request),
  ip: request.ip,
});

/** Corrections of the attendance record with approval (DECISIONS §10): /punch-corrections. */
export const punchCorrectionsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: CorrectionsDeps = { db: app.db, clock: app.clock };

  app.post(
    '/punch-corrections',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: createCorrectionSchema,
        response: { 201: correctionItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, applied } = await requestCorrection(deps, actorOf(request), request.body);
      const message = applied ? CORRECTION_TEXTS.applied : CORRECTION_TEXTS.requested;
      const data = await correctionView(deps, id);
      return reply.status(201).send({ success: true as const, message, data });
    },
  );

  app.get(
    '/punch-corrections',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: correctionListQuerySchema,
        response: { 200: correctionListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listCorrections(deps, currentUser(request), request.query)),
    }),
  );

  app.post(
    '/punch-corrections/:id/approve',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        params: idParamsSchema,
        body: approveCorrectionSchema,
        response: { 200: correctionItemResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await approveCorrection(deps, actorOf(request), id, request.body ?? {});
      const data = await correctionView(deps, id);
      return { success: true as const, message: CORRECTION_TEXTS.approved, data };
    },
  );

  app.post(
    '/punch-corrections/:id/reject',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        params: idParamsSchema,
        body: rejectCorrectionSchema,
        response: { 200: correctionItemResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await rejectCorrection(deps, actorOf(request), id, request.body.note);
      const data = await correctionView(deps, id);
      return { success: true as const, message: CORRECTION_TEXTS.rejected, data };
    },
  );

  app.post(
    '/punch-corrections/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: idParamsSchema,
        response: { 200: correctionItemResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await cancelCorrection(deps, actorOf(request), id);
      const data = await correctionView(deps, id);
      return { success: true as const, message: CORRECTION_TEXTS.cancelled, data };
    },
  );
};
