import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copySecret, copyText } from '../../lib/clipboard';
import { notify } from '../../lib/notify';
import { cn } from '../../lib/utils';
import { Button } from './button';

/** How long the button shows that it copied (SPEC §9: copy feedback 1.5 s). */
export const COPY_FEEDBACK_MS = 1500;

type SecretCopyButtonProps = {
  /** The button's accessible name and tip ('Copiar contraseña de Correo'). */
  label: string;
  /** What it says for 1.5 s after copying ('Copiado'). */
  copiedLabel?: string;
  /** The text to copy, or a call that fetches it (a password read from the server). */
  text: string | (() => Promise<string>);
  /** The toast after copying ('Copiado al portapapeles', 'Contraseña copiada al portapapeles'). */
  successMessage?: string;
  /** A secret: emptied from the clipboard after this many ms if it is still there. */
  clearAfterMs?: number;
  /** What to do when the text could not be had or copied; by default an error toast. */
  onError?: (error: unknown) => void;
  errorMessage?: string;
  className?: string;
};

/**
 * An icon button that copies a text, shows a check for 1.5 s and a toast; with `clearAfterMs`
 * the copied secret leaves the clipboard again (lib/clipboard.ts).
 */
export function SecretCopyButton({
  label,
  copiedLabel = 'Copiado',
  text,
  successMessage = 'Copiado al portapapeles',
  clearAfterMs,
  onError,
  errorMessage = 'No se pudo copiar al portapapeles',
  className,
}: SecretCopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    setBusy(true);
    try {
      const value = typeof text === 'string' ? text : await text();
      if (clearAfterMs === undefined) await copyText(value);
      else await copySecret(value, clearAfterMs);
      notify.success(successMessage);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch (error) {
      if (onError) onError(error);
      else notify.error(errorMessage);
    } finally {
      setBusy(false);
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => void copy()}
      aria-label={copied ? `${copiedLabel}: ${label}` : label}
      aria-busy={busy || undefined}
      title={copied ? copiedLabel : label}
      className={cn(copied && 'text-emerald-600 hover:text-emerald-700', className)}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}
