import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import type { FileRequest } from '../../../lib/api-client';
import { companyToday } from '../../../lib/company-time';
import { auditMessages as text } from '../audit-messages';
import { auditApiFilters, type AuditFilterValues } from './get-audit';

/**
 * `GET /audit/export`: every row of the filter as CSV or Excel (`format`), for ExportButton's
 * `file` (downloaded through `api.downloadFile`, named as the server names it).
 */
export const auditExportOptions =
  (filters: AuditFilterValues) =>
  (format: ExportFormat): FileRequest => ({
    path: '/audit/export',
    query: { ...auditApiFilters(filters), format },
    fallbackName: fileNameFor(text.exportFileName(companyToday()), format),
  });
