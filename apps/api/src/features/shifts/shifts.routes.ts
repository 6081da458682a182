import { idParamSchema, successSchema } from '@app/contract/common';
import {
  actualParamsSchema,
  copyWeekBodySchema,
  copyWeekParamsSchema,
  copyWeekResponseSchema,
  createShiftSchema,
  getShiftsResponseSchema,
  getShiftsSchema,
  hasShiftResponseSchema,
  nextWeeksResponseSchema,
  publishResponseSchema,
  publishSchema,
  SHIFT_TEXTS,
  shiftListResponseSchema,
  shiftMutationResponseSchema,
  shiftResponseSchema,
  shiftScopeParamsSchema,
  todayParamsSchema,
  updateShiftSchema,
} from '@app/contract/shifts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendBody } from '../../lib/versioned-cache';
import { ADMIN_OFFICE } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { shiftsCreatedWithSkips } from './absence-skips';
import { copyWeek } from './shifts-copy.service';
import { publishPeriod } from './shifts-publish.service';
import {
  calendarBody,
  punchInToday,
  readShift,
  readUserDay,
  upcomingWeeks,
} from './shifts-read.service';
import { createShifts, editShifts, removeShifts, type ShiftsDeps } from './shifts.service';

const TAG = 'Turnos';

const calendarDoc: z.ZodType = getShiftsResponseSchema;

/** Shift scheduling (SPEC §7 'Shifts', DECISIONS §6): everyone reads, admin and office write. */
export const shiftsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: ShiftsDeps = { db: app.db, clock: app.clock };

  app.post(
    '/shifts',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        body: createShiftSchema,
        response: { 201: shiftMutationResponseSchema },
      },
    },
    async (request, reply) => {
      const { shifts, message, skippedAbsences } = await createShifts(deps, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message, data: shifts, skippedAbsences });
    },
  );

  app.post(
    '/shifts/get-shifts',
    {
      config: { access: 'authenticated' },
      // Documented by the schema; the body is rendered (and checked) by calendarBody.
      schema: { tags: [TAG], body: getShiftsSchema, response: { 200: calendarDoc } },
    },
    async (request, reply) =>
      // The calendars are the largest answers (a week of 500 users is over a megabyte): rendered
      // once per change of shifts or users (docs/decisions/010 and 013).
      sendBody(request, reply, await calendarBody(deps, currentUser(request), request.body)),
  );

  app.get(
    '/shifts/next-weeks',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: nextWeeksResponseSchema } },
    },
    async () => ({ success: true as const, data: upcomingWeeks(deps) }),
  );

  app.get(
    '/shifts/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: shiftResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await readShift(deps, currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/shifts/:id/:scope',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        params: shiftScopeParamsSchema,
        body: updateShiftSchema,
        response: { 200: shiftMutationResponseSchema },
      },
    },
    async (request) => {
      const { id, scope } = request.params;
      const data = await editShifts(deps, id, scope, request.body);
      return { success: true as const, message: SHIFT_TEXTS.updated, data };
    },
  );

  app.delete(
    '/shifts/:id/:scope',
    {
      config: { access: ADMIN_OFFICE },
      schema: { tags: [TAG], params: shiftScopeParamsSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeShifts(deps, request.params.id, request.params.scope);
      return { success: true as const, message: SHIFT_TEXTS.deleted };
    },
  );

  app.post(
    '/shifts/copy-week/:fromweek/:toweek',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        params: copyWeekParamsSchema,
        body: copyWeekBodySchema,
        response: { 200: copyWeekResponseSchema },
      },
    },
    async (request) => {
      const { fromweek, toweek } = request.params;
      const result = await copyWeek(deps, fromweek, toweek, request.body?.usersIds);
      const message = shiftsCreatedWithSkips(SHIFT_TEXTS.copied, result.skippedAbsences);
      return { success: true as const, message, ...result };
    },
  );

  app.post(
    '/shifts/publish-unpublish',
    {
      config: { access: ADMIN_OFFICE },
      schema: { tags: [TAG], body: publishSchema, response: { 200: publishResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await publishPeriod(deps, request.body)) }),
  );

  app.get(
    '/shifts/actual/:userId/:calendarDateId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: actualParamsSchema,
        response: { 200: shiftListResponseSchema },
      },
    },
    async (request) => {
      const { userId, calendarDateId } = request.params;
      const data = await readUserDay(deps, currentUser(request), userId, calendarDateId);
      return { success: true as const, data };
    },
  );

  app.get(
    '/shifts/today/:userId',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], params: todayParamsSchema, response: { 200: hasShiftResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await punchInToday(deps, currentUser(request), request.params.userId, {
        now: app.clock.now(),
        earlyMinutes: app.config.punchEarlyMinutes,
      })),
    }),
  );
};
