import { exportFormatQuerySchema, fileNameFor, XLSX_MIME } from '@app/contract/export-format';
import {
  addPunchResponseSchema,
  addPunchSchema,
  exportPunchesSchema,
  getPunchesResponseSchema,
  getPunchesSchema,
  punchListResponseSchema,
  punchSummaryResponseSchema,
  punchSummarySchema,
  punchUserParamsSchema,
  PUNCH_TEXTS,
  type AddPunchResponse,
  type PunchType,
} from '@app/contract/punches';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tableExport } from '../../lib/table-export';
import { currentUser } from '../../plugins/auth';
import { PUNCH_EXPORT_COLUMNS, PUNCH_EXPORT_SHEET, punchExportRows } from './punches-export';
import { listPunches, recentPunches, summarisePunches } from './punches-read.service';
import { addPunch, type PunchesDeps, type RecordedPunch } from './punches.service';

const TAG = 'Punches';

/** The text of each event recorded (SPEC §8). */
const RECORDED_TEXTS: Record<PunchType, string> = {
  I: PUNCH_TEXTS.in,
  O: PUNCH_TEXTS.out,
  BI: PUNCH_TEXTS.breakIn,
  BO: PUNCH_TEXTS.breakOut,
  LI: PUNCH_TEXTS.lunchIn,
  LO: PUNCH_TEXTS.lunchOut,
};

/** The body of POST /punches/add for an event recorded or answered again (SPEC §7). */
export const addPunchAnswer = (recorded: RecordedPunch): AddPunchResponse => ({
  success: true,
  type: recorded.type,
  message: RECORDED_TEXTS[recorded.type],
  data: recorded.punch,
  ...(recorded.breakId !== null && { breakId: recorded.breakId }),
});

/** Time punches (SPEC §7 'Punches', DECISIONS §5): everyone punches for themself. */
export const punchesRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: PunchesDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.files.storage,
    links: app.files.links,
    earlyMinutes: app.config.punchEarlyMinutes,
    forgottenHours: app.config.punchForgottenHours,
  };

  app.post(
    '/punches/add',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: addPunchSchema,
        response: { 200: addPunchResponseSchema, 201: addPunchResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const recorded = await addPunch(
        deps,
        currentUser(request),
        request.body.command,
        key,
        request.ip,
      );
      return reply.status(recorded.replayed ? 200 : 201).send(addPunchAnswer(recorded));
    },
  );

  app.get(
    '/punches/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        params: punchUserParamsSchema,
        response: { 200: punchListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await recentPunches(deps, currentUser(request), request.params.userId)),
    }),
  );

  app.post(
    '/punches/getPunches',
    {
      config: { access: 'authenticated' },
      schema: { tags: [TAG], body: getPunchesSchema, response: { 200: getPunchesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await listPunches(deps, currentUser(request), request.body.filter)),
    }),
  );

  app.post(
    '/punches/summary',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        body: punchSummarySchema,
        response: { 200: punchSummaryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await summarisePunches(deps, currentUser(request), request.body.filter),
    }),
  );

  app.post(
    '/punches/export',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: [TAG],
        summary:
          "Every record of the filter, for payroll: CSV (UTF-8 with BOM, in the company's dialect) or, with ?format=xlsx, an Excel workbook",
        querystring: exportFormatQuerySchema,
        body: exportPunchesSchema,
        produces: ['text/csv', XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const { baseName, chunks } = await punchExportRows(
        deps,
        currentUser(request),
        request.body.filter,
      );
      const { contentType, stream } = tableExport(format, {
        columns: PUNCH_EXPORT_COLUMNS,
        chunks,
        style: app.config.numberStyle,
        sheetName: PUNCH_EXPORT_SHEET,
      });
      const fileName = fileNameFor(baseName, format);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
};
