import { z } from 'zod';

/**
 * The file of an export (docs/decisions/079): `csv` (default, in the company's CSV dialect) or
 * `xlsx` (an Excel workbook with number and date cells). Every export endpoint takes it as the
 * `format` query parameter, beside its own filters.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatQuerySchema = z.object({
  format: z
    .enum(EXPORT_FORMATS, { error: 'Formato de exportación inválido (csv o xlsx)' })
    .default('csv'),
});

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `punches-2026-11-01-a-2026-11-30.csv` → `….xlsx` for a workbook. */
export const fileNameFor = (csvFileName: string, format: ExportFormat) =>
  format === 'xlsx' ? csvFileName.replace(/\.csv$/, '.xlsx') : csvFileName;
