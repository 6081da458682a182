import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copySecret, copyText } from '../../lib/clipboard';
import { notify } from '../../lib/notify';
import { cn } from '../../lib/utils';
import { Button } from './button';

/** How long the button shows that it copied (SPEC §9: copy feedback 1.5 s). */
export const COPY_FEEDBACK_MS = 1500;

export const COPY_TEXTS = {
  copied: 'Copiado al portapapeles',
  failed: 'No se pudo copiar al portapapeles',
  done: 'Copiado',
};

type CopyButtonProps = {
  /** The button's accessible name and tip ('Copiar link Intranet'). */
  label: string;
  /** What the button says for 1.5 s after copying ('Copiado'). */
  copiedLabel?: string;
  /**
   * The text to copy, or a call that fetches it (a password read from the server); null when
   * there is nothing to copy (the caller has said why).
   */
  getText: () => string | null | Promise<string | null>;
  /** The success toast (SPEC §8: 'Copiado al portapapeles', 'Contraseña copiada al portapapeles'). */
  copiedMessage?: string;
  /** With a visible text beside the icon ('Copiar'), for dialogs; icon only in table cells. */
  text?: string;
  /** A secret: emptied from the clipboard after this many ms if it is still there (lib/clipboard). */
  clearAfterMs?: number;
  /** What to do when the text could not be had or copied; by default an error toast. */
  onError?: (error: unknown) => void;
  className?: string;
};

/**
 * Copies a text to the clipboard, says so with a toast and shows a check on the button for 1.5 s
 * (SPEC §9). The one copy button of the product: links, templates, mailbox and vault passwords.
 */
export function CopyButton({
  label,
  copiedLabel = COPY_TEXTS.done,
  getText,
  copiedMessage = COPY_TEXTS.copied,
  text,
  clearAfterMs,
  onError,
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    setBusy(true);
    try {
      const value = await getText();
      if (value === null) return;
      if (clearAfterMs === undefined) await copyText(value);
      else await copySecret(value, clearAfterMs);
      notify.success(copiedMessage);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch (error) {
      if (onError) onError(error);
      else notify.error(COPY_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  const Icon = copied ? Check : Copy;
  const name = copied && !text ? `${copiedLabel}: ${label}` : label;
  return (
    <Button
      variant={text ? 'primary' : 'ghost'}
      size={text ? 'md' : 'icon'}
      onClick={() => void copy()}
      disabled={busy}
      aria-label={text ? undefined : name}
      aria-busy={busy || undefined}
      title={copied ? copiedLabel : label}
      data-copied={copied || undefined}
      className={cn(copied && !text && 'text-emerald-700 hover:text-emerald-700', className)}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text && <span>{copied ? copiedLabel : text}</span>}
    </Button>
  );
}
