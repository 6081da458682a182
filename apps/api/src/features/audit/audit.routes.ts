import {
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '@app/contract/audit';
import { exportFormatQuerySchema, XLSX_MIME } from '@app/contract/export-format';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN } from '../../lib/access';
import { listSerializerCompiler } from '../../lib/list-serializer';
import { exportAudit, listAudit, type AuditDeps } from './audit.service';

const TAG = 'Auditoría';

/**
 * The audit log for admins (DECISIONS §12): `GET /audit` (filters, pages) and `GET /audit/export`
 * (CSV of the same filters). The log is append-only: no route changes or removes a row.
 */
export const auditRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps: AuditDeps = { db: app.db, clock: app.clock };

  app.get(
    '/audit',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary: 'Who did what, when and from where: newest first, by user, action and dates',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
      serializerCompiler: listSerializerCompiler,
    },
    async (request) => ({ success: true as const, ...(await listAudit(deps, request.query)) }),
  );

  app.get(
    '/audit/export',
    {
      config: { access: ADMIN },
      schema: {
        tags: [TAG],
        summary:
          "Every row of the filters: CSV (UTF-8 with BOM, in the company's dialect) or, with format=xlsx, an Excel workbook",
        querystring: auditExportQuerySchema.and(exportFormatQuerySchema),
        produces: ['text/csv', XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { contentType, stream, fileName } = exportAudit(
        deps,
        filters,
        format,
        app.config.numberStyle,
      );
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
};
