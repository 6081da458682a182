import {
  ABSENCE_TEXTS,
  absenceItemResponseSchema,
  absenceListQuerySchema,
  absenceListResponseSchema,
  approveAbsenceSchema,
  balanceListResponseSchema,
  balanceQuerySchema,
  createAbsenceSchema,
  rejectAbsenceSchema,
  setBalanceSchema,
  type Absence,
} from '@app/contract/absences';
import { idParamSchema } from '@app/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, ADMIN_OFFICE } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { absenceView, listAbsences } from './absences-read.service';
import {
  approveAbsence,
  cancelAbsence,
  createAbsence,
  rejectAbsence,
  type AbsencesDeps,
} from './absences.service';
import { listBalances, setBalance } from './balances.service';
import { auditActorOf } from '../audit/audit.queries';

const TAG = 'Absences';

/** An approved absence over days with shifts: the message says they stay (DECISIONS §11). */
const withShifts = (message: string, absence: Absence) =>
  absence.shiftDays > 0 ? `${message}. ${ABSENCE_TEXTS.shiftsStay(absence.shiftDays)}` : message;

const savedBalanceResponseSchema = balanceListResponseSchema.extend({ message: z.string() });

/** Absences and yearly balances (DECISIONS §11): /absences, /absence-balances. */
export const absencesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: AbsencesDeps = { db: app.db, clock: app.clock };

  app.post(
    '/absences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: createAbsenceSchema,
        response: { 201: absenceItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, status } = await createAbsence(deps, currentUser(request), request.body);
      const data = await absenceView(deps, id);
      const message =
        status === 'pending' ? ABSENCE_TEXTS.requested : withShifts(ABSENCE_TEXTS.entered, data);
      return reply.status(201).send({ success: true as const, message, data });
    },
  );

  app.get(
    '/absences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: absenceListQuerySchema,
        response: { 200: absenceListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listAbsences(deps, currentUser(request), request.query)),
    }),
  );

  app.post(
    '/absences/:id/approve',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: approveAbsenceSchema,
        response: { 200: absenceItemResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await approveAbsence(deps, currentUser(request), id, request.body?.note);
      const data = await absenceView(deps, id);
      return { success: true as const, message: withShifts(ABSENCE_TEXTS.approved, data), data };
    },
  );

  app.post(
    '/absences/:id/reject',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: rejectAbsenceSchema,
        response: { 200: absenceItemResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await rejectAbsence(deps, currentUser(request), id, request.body.note);
      const data = await absenceView(deps, id);
      return { success: true as const, message: ABSENCE_TEXTS.rejected, data };
    },
  );

  app.post(
    '/absences/:id/cancel',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: absenceItemResponseSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await cancelAbsence(deps, currentUser(request), id);
      const data = await absenceView(deps, id);
      return { success: true as const, message: ABSENCE_TEXTS.cancelled, data };
    },
  );

  app.get(
    '/absence-balances',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: balanceQuerySchema,
        response: { 200: balanceListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBalances(app.db, currentUser(request), request.query),
    }),
  );

  app.put(
    '/absence-balances',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        body: setBalanceSchema,
        response: { 200: savedBalanceResponseSchema },
      },
    },
    async (request) => {
      const { userId, year } = request.body;
      await setBalance(app.db, request.body, auditActorOf(request));
      const data = await listBalances(app.db, currentUser(request), { userId, year });
      return { success: true as const, message: ABSENCE_TEXTS.balanceSaved, data };
    },
  );
};
