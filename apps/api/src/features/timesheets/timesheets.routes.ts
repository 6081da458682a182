import { timesheetAllQuerySchema, timesheetQuerySchema } from '@app/contract/timesheets';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_OFFICE } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { createTimesheetPool } from './timesheet-pdf-pool';
import { allTimesheets, userTimesheet, type TimesheetsDeps } from './timesheets.service';

const TAG = 'Registro de jornada';

/** The worker's monthly 'Registro de jornada' (DECISIONS §11): /timesheets, /timesheets/all. */
export const timesheetsRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const pool = createTimesheetPool();
  app.addHook('onClose', () => pool.close());
  const deps: TimesheetsDeps = {
    db: app.db,
    clock: app.clock,
    pool,
    numberStyle: app.config.numberStyle,
    forgottenHours: app.config.punchForgottenHours,
    company: app.config.companyName,
    log: app.log,
  };

  app.get(
    '/timesheets',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary:
          "A worker's month as a PDF (Registro-Jornada-{nombre}-{YYYY-MM}.pdf); a usuario gets only their own",
        querystring: timesheetQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await userTimesheet(deps, currentUser(request), request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  app.get(
    '/timesheets/all',
    {
      config: { access: ADMIN_OFFICE },
      schema: {
        tags: [TAG],
        summary:
          'A ZIP of the month of everyone with a shift, a punch or an absence in it (Registros-Jornada-{YYYY-MM}.zip)',
        querystring: timesheetAllQuerySchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await allTimesheets(deps, request.query.month);
      // The answer ended before the ZIP did (a HEAD, a caller that hung up): stop making it.
      reply.raw.once('close', () => {
        if (!stream.readableEnded) stream.destroy();
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
