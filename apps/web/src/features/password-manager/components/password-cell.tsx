import type { Credential } from '@app/contract/password-manager';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Badge } from '../../../components/ui/badge';
import { CopyButton } from '../../../components/ui/copy-button';
import { RevealToggle } from '../../../components/ui/reveal-toggle';
import { Tooltip } from '../../../components/ui/tooltip';
import { SECRET_CLIPBOARD_MS } from '../../../lib/clipboard';
import { notifyError } from '../../../lib/notify';
import { useRevealPassword } from '../api/reveal-password';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { isKeyInvalid, useVaultSession } from '../vault/vault-session';

/** SPEC §9 asks for none; a shown password hides itself again after this long. */
export const REVEAL_MS = 30_000;
/** A copied password leaves the clipboard after this long if it is still there (DECISIONS §9). */
export const BULLETS = '••••••••';

/**
 * A credential's password: 8 bullets; the eye shows it (read from `/password` each time, hidden
 * again after 30 s), the copy button copies it (SPEC §8's toast, cleared from the clipboard after
 * 30 s). Once the viewer has seen it, it is flagged when weak or reused.
 */
export function PasswordCell({ credential }: { credential: Credential }) {
  const vault = useVaultSession();
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useSyncExternalStore(vault.insights.subscribe, vault.insights.snapshot);
  const insight = vault.insights.get(credential.id);

  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const reveal = useRevealPassword();
  const read = () => reveal(credential);
  const failed = (fallback: string) => (error: unknown) => {
    if (!isKeyInvalid(error)) notifyError(error, fallback);
  };

  const toggle = async () => {
    if (shown !== null) {
      setShown(null);
      return;
    }
    setBusy(true);
    try {
      setShown(await read());
    } catch (error) {
      failed(text.revealError)(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-1">
      <span className="min-w-0 font-mono text-sm break-all text-slate-800">
        {shown ?? (
          <>
            <span aria-hidden="true">{BULLETS}</span>
            <span className="sr-only">{text.hiddenPassword}</span>
          </>
        )}
      </span>
      <span className="inline-flex">
        <RevealToggle
          revealed={shown !== null}
          busy={busy}
          onToggle={() => void toggle()}
          showLabel={text.showPassword(credential.name)}
          hideLabel={text.hidePassword(credential.name)}
        />
        <CopyButton
          label={text.copyPassword(credential.name)}
          copiedLabel={text.copiedShort}
          getText={read}
          copiedMessage={text.copied}
          clearAfterMs={SECRET_CLIPBOARD_MS}
          onError={failed(text.copyError)}
        />
      </span>
      {insight?.weak && (
        <Tooltip content={text.weakHint}>
          <span
            tabIndex={0}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Badge tone="warning">
              <TriangleAlert className="mr-1 size-3" aria-hidden="true" />
              {text.weak}
              <span className="sr-only">: {text.weakHint}</span>
            </Badge>
          </span>
        </Tooltip>
      )}
      {insight && insight.reusedWith.length > 0 && (
        <Tooltip content={text.reusedHint(insight.reusedWith)}>
          <span
            tabIndex={0}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Badge tone="danger">
              {text.reused}
              <span className="sr-only">: {text.reusedHint(insight.reusedWith)}</span>
            </Badge>
          </span>
        </Tooltip>
      )}
    </div>
  );
}
