import { idParamSchema, successSchema } from '@app/contract/common';
import {
  createHolidaySchema,
  holidayItemResponseSchema,
  holidayListQuerySchema,
  holidayListResponseSchema,
  HOLIDAY_TEXTS,
  updateHolidaySchema,
} from '@app/contract/holidays';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { auditActorOf } from '../audit/audit.queries';
import {
  createHoliday,
  listHolidays,
  patchHoliday,
  removeHoliday,
  type HolidaysDeps,
} from './holidays.service';

const TAG = 'Holidays';

/** Holidays of the company (DECISIONS §11): /holidays. */
export const holidaysRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: HolidaysDeps = { db: app.db, clock: app.clock };

  app.get(
    '/holidays',
    {
      // Everyone signed in reads them: the calendars and the absence forms show them.
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        querystring: holidayListQuerySchema,
        response: { 200: holidayListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listHolidays(deps, request.query.year),
    }),
  );

  app.post(
    '/holidays',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        body: createHolidaySchema,
        response: { 201: holidayItemResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createHoliday(deps, request.body, auditActorOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: HOLIDAY_TEXTS.created, data });
    },
  );

  app.patch(
    '/holidays/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: idParamSchema,
        body: updateHolidaySchema,
        response: { 200: holidayItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: HOLIDAY_TEXTS.updated,
      data: await patchHoliday(deps, request.params.id, request.body, auditActorOf(request)),
    }),
  );

  app.delete(
    '/holidays/:id',
    {
      config: { access: ADMIN },
      schema: { tags: [TAG], params: idParamSchema, response: { 200: successSchema } },
    },
    async (request) => {
      await removeHoliday(deps, request.params.id, auditActorOf(request));
      return { success: true as const, message: HOLIDAY_TEXTS.deleted };
    },
  );
};
