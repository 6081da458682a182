import { punchExportFileName } from '@app/contract/punches';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { PunchFilterValues } from '../utils/punch-filter';

/** `POST /punches/export`: every record of the filter as CSV, saved as a download. */
export async function exportPunchRecords(filter: PunchFilterValues) {
  const { blob, fileName } = await api.download('/punches/export', filter);
  saveFile(blob, fileName ?? punchExportFileName(filter.fromDate, filter.toDate));
}
