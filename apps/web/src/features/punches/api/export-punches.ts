import { fileNameFor, type ExportFormat } from '@app/contract/export-format';
import { punchExportFileName } from '@app/contract/punches';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { PunchFilterValues } from '../utils/punch-filter';

/** `POST /punches/export`: every record of the filter as CSV or Excel (`format`), saved as a download. */
export async function exportPunchRecords(filter: PunchFilterValues, format: ExportFormat) {
  const { blob, fileName } = await api.download(`/punches/export?format=${format}`, filter);
  saveFile(
    blob,
    fileName ?? fileNameFor(punchExportFileName(filter.fromDate, filter.toDate), format),
  );
}
