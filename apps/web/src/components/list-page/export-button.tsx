import type { ExportFormat } from '@app/contract/export-format';
import { Download, FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { api, type FileRequest } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { Button } from '../ui/button';

export const EXPORT_TEXTS = {
  group: 'Exportar',
  csv: 'Exportar CSV',
  xlsx: 'Exportar Excel',
  busy: 'Exportando...',
  done: 'Archivo descargado',
  error: 'No se pudo exportar el archivo',
} as const;

const ICONS = { csv: Download, xlsx: FileSpreadsheet } as const;
const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * Where the file comes from: `file`, the server's file of that format (the usual case, fetched and
 * saved by `api.downloadFile`), or `run`, a file the screen builds in the browser and saves itself.
 */
type ExportSource =
  | { file: (format: ExportFormat) => FileRequest; run?: never }
  | { run: (format: ExportFormat) => Promise<unknown>; file?: never };

type ExportButtonProps = ExportSource & {
  /** Nothing to export (an empty list, a bad range). */
  disabled?: boolean;
  /** What the toasts say when the file is saved or could not be made. */
  texts?: { done: string; error: string };
};

/**
 * 'Exportar CSV' and 'Exportar Excel' of a list or a table, side by side: the one pressed shows
 * 'Exportando...' with a spinner and both wait while it works; a toast when done or failed.
 */
export function ExportButton({ file, run, disabled, texts = EXPORT_TEXTS }: ExportButtonProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const exportFile = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await (file ? api.downloadFile(file(format)) : run(format));
      notify.success(texts.done);
    } catch (error) {
      notifyError(error, texts.error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={EXPORT_TEXTS.group} className="flex flex-wrap gap-2">
      {FORMATS.map((format) => {
        const Icon = busy === format ? LoaderCircle : ICONS[format];
        return (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            onClick={() => void exportFile(format)}
            disabled={busy !== null || disabled}
            aria-busy={busy === format || undefined}
          >
            <Icon
              className={busy === format ? 'size-4 animate-spin' : 'size-4'}
              aria-hidden="true"
            />
            {busy === format ? EXPORT_TEXTS.busy : EXPORT_TEXTS[format]}
          </Button>
        );
      })}
    </div>
  );
}
