import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import { punchExportFileName } from '@app/contract/punches';
import type { FileRequest } from '../../../lib/api-client';
import type { PunchFilterValues } from '../utils/punch-filter';

/**
 * `POST /punches/export`: every record of the filter as CSV or Excel (`format`), for ExportButton's
 * `file` (which downloads it through `api.downloadFile` and says how it went).
 */
export const punchRecordsExportOptions =
  (filter: PunchFilterValues) =>
  (format: ExportFormat): FileRequest => ({
    method: 'POST',
    path: '/punches/export',
    query: { format },
    body: filter,
    fallbackName: fileNameFor(punchExportFileName(filter.fromDate, filter.toDate), format),
  });
