import {
  periodItemResponseSchema,
  periodListResponseSchema,
  periodParamSchema,
  PERIOD_TEXTS,
  reopenPeriodSchema,
} from '@app/contract/periods';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { closePeriod, periodList, reopenPeriod, type PeriodsDeps } from './periods.service';

const TAG = 'Periods';

/** Closed months of the attendance record (DECISIONS §10): /periods. */
export const periodsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: PeriodsDeps = { db: app.db, clock: app.clock };

  app.get(
    '/periods',
    {
      // Everyone reads which months are closed: the screens say so before a write is tried.
      config: { access: 'authenticated' },
      schema: { tags: [TAG], response: { 200: periodListResponseSchema } },
    },
    async () => ({ success: true as const, data: await periodList(deps) }),
  );

  app.post(
    '/periods/:month/close',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: periodParamSchema,
        response: { 200: periodItemResponseSchema },
      },
    },
    async (request) => {
      const { month } = request.params;
      const { id, name } = currentUser(request);
      const actor = { id, name, ip: request.ip };
      const data = await closePeriod(deps, month, actor);
      return { success: true as const, message: PERIOD_TEXTS.closedOk(month), data };
    },
  );

  app.post(
    '/periods/:month/reopen',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        params: periodParamSchema,
        body: reopenPeriodSchema,
        response: { 200: periodItemResponseSchema },
      },
    },
    async (request) => {
      const { month } = request.params;
      const { id, name } = currentUser(request);
      const actor = { id, name, ip: request.ip };
      const data = await reopenPeriod(deps, month, request.body.reason, actor);
      return { success: true as const, message: PERIOD_TEXTS.reopenedOk(month), data };
    },
  );
};
