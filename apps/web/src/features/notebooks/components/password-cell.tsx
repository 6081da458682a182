import { useState } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { RevealToggle } from '../../../components/ui/reveal-toggle';
import { Spinner } from '../../../components/ui/spinner';
import { SECRET_CLIPBOARD_MS } from '../../../lib/clipboard';
import { useNotebookSecretReader } from '../api/get-notebook-secret';
import { notebookMessages as text } from '../notebooks-messages';

/**
 * A mailbox's password in the list: 8 bullets; reveal and copy ask the server for it (each read
 * is recorded), so the list answer never holds one (SPEC §2, DECISIONS §8).
 */
export function PasswordCell({ id, name }: { id: number; name: string }) {
  const [shown, setShown] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const readSecret = useNotebookSecretReader();

  const toggle = async () => {
    if (shown !== null) {
      setShown(null);
      return;
    }
    setLoading(true);
    try {
      setShown(await readSecret(id));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex items-center gap-1">
      <span
        className={
          shown === null
            ? 'font-mono tracking-widest text-slate-500'
            : 'min-w-0 font-mono [overflow-wrap:anywhere] text-slate-900'
        }
      >
        {shown === null ? (
          <>
            <span aria-hidden="true">{text.passwordMask}</span>
            <span className="sr-only">{text.passwordHidden}</span>
          </>
        ) : (
          shown
        )}
      </span>
      {loading ? (
        <Spinner label={text.secretLoading} className="ml-1 scale-75" />
      ) : (
        <RevealToggle
          revealed={shown !== null}
          onToggle={() => void toggle()}
          showLabel={`${text.revealPassword} de ${name}`}
          hideLabel={`${text.hidePassword} de ${name}`}
        />
      )}
      <CopyButton
        label={`${text.copyPassword} de ${name}`}
        copiedMessage={text.passwordCopied}
        getText={() => (shown !== null ? shown : readSecret(id))}
        clearAfterMs={SECRET_CLIPBOARD_MS}
      />
    </div>
  );
}
