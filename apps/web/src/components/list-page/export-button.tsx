import { Download } from 'lucide-react';
import { useState } from 'react';
import { notify, notifyError } from '../../lib/notify';
import { Button } from '../ui/button';

type ExportButtonProps = {
  /** Asks for the file and saves it. */
  run: () => Promise<void>;
  /** Nothing to export (an empty list). */
  disabled?: boolean;
  texts: { label: string; busy: string; done: string; error: string };
};

/** 'Exportar CSV' of a list: disabled while it works, a toast when done or failed. */
export function ExportButton({ run, disabled, texts }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const exportFile = async () => {
    setBusy(true);
    try {
      await run();
      notify.success(texts.done);
    } catch (error) {
      notifyError(error, texts.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void exportFile()}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      <Download className="size-4" aria-hidden="true" />
      {busy ? texts.busy : texts.label}
    </Button>
  );
}
