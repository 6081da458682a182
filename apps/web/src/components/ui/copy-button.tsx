import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
  /** The button's accessible name ('Copiar link Intranet'). */
  label: string;
  /** The text to copy; null when there is nothing to copy (the caller has said why). */
  getText: () => string | null | Promise<string | null>;
  /** The success toast (SPEC §8: 'Copiado al portapapeles', 'Contraseña copiada al portapapeles'). */
  copiedMessage?: string;
  /** With a visible text beside the icon ('Copiar'), for dialogs; icon only in table cells. */
  text?: string;
  className?: string;
};

/**
 * Copies a text to the clipboard, says so with a toast and shows a check on the button for 1.5 s
 * (SPEC §9). The text may come from the server (a mailbox password), hence `getText` is async.
 */
export function CopyButton({
  label,
  getText,
  copiedMessage = COPY_TEXTS.copied,
  text,
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
      try {
        await navigator.clipboard.writeText(value);
      } catch {
        notify.error(COPY_TEXTS.failed);
        return;
      }
      notify.success(copiedMessage);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } finally {
      setBusy(false);
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={text ? 'primary' : 'ghost'}
      size={text ? 'md' : 'icon'}
      onClick={() => void copy()}
      disabled={busy}
      aria-label={text ? undefined : label}
      title={label}
      data-copied={copied || undefined}
      className={cn(copied && !text && 'text-emerald-700', className)}
    >
      <Icon className="size-4" aria-hidden="true" />
      {text && <span>{copied ? COPY_TEXTS.done : text}</span>}
    </Button>
  );
}
