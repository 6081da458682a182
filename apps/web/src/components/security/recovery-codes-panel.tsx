import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { saveFile } from '../../lib/download';
import { notify } from '../../lib/notify';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { recoveryCodesText } from './secret-format';
import { securityMessages as text } from './security-messages';

type RecoveryCodesPanelProps = {
  codes: readonly string[];
  /** The account's email, written at the top of the downloaded file. */
  email?: string | undefined;
  /** What 'Continuar' does, once 'He guardado mis códigos' is ticked. */
  onContinue: () => void;
  continueLabel?: string;
  /** The level of the panel's heading: 3 inside a dialog (its title is the 2), 2 on a page. */
  headingLevel?: 2 | 3;
};

/**
 * The ten recovery codes, shown once: copy them, download them as a .txt, and say they are saved
 * before going on (the server never shows them again).
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onContinue,
  continueLabel = text.continue,
  headingLevel = 3,
}: RecoveryCodesPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const checkId = useId();
  const [saved, setSaved] = useState(false);
  const fileText = recoveryCodesText(text.fileHeader(email), codes);
  const download = () => {
    saveFile(new Blob([fileText], { type: 'text/plain;charset=utf-8' }), text.fileName);
    notify.success(text.codesDownloaded);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-1">
        <Heading id={headingId} className="font-semibold text-slate-900">
          {text.recoveryTitle}
        </Heading>
        <p className="text-sm text-slate-600">{text.recoveryIntro}</p>
      </div>
      <ol
        aria-label={text.recoveryListLabel}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          label={text.copyCodesLabel}
          text={text.copyCodes}
          copiedMessage={text.codesCopied}
          getText={() => codes.join('\n')}
        />
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          {text.downloadCodes}
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={checkId} className="text-sm font-medium text-slate-800">
          {text.savedCheck}
        </label>
      </div>
      <Button className="w-full sm:w-auto" disabled={!saved} onClick={onContinue}>
        {continueLabel}
      </Button>
    </section>
  );
}
