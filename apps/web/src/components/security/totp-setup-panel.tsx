import { CopyButton } from '../ui/copy-button';
import { SECRET_CLIPBOARD_MS } from '../../lib/clipboard';
import { groupSecret } from './secret-format';
import { securityMessages as text } from './security-messages';
import { TotpQrCode } from './totp-qr-code';

type TotpSetupPanelProps = { secret: string; otpauthUrl: string };

/**
 * Step one of enrolling an authenticator app: the QR code to scan and, for a phone that cannot
 * scan this screen (it is the same phone), the secret in groups of four with a copy button.
 */
export function TotpSetupPanel({ secret, otpauthUrl }: TotpSetupPanelProps) {
  const grouped = groupSecret(secret);
  return (
    <div className="@container space-y-4">
      <p className="text-sm text-slate-600">{text.scanIntro}</p>
      <div className="flex flex-col items-center gap-4 @md:flex-row @md:items-start">
        <TotpQrCode uri={otpauthUrl} />
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm font-medium text-slate-700">{text.secretLabel}</p>
          <div className="flex items-center gap-2">
            <code
              data-testid="totp-secret"
              className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm tracking-wide break-words text-slate-900"
            >
              {grouped}
            </code>
            <CopyButton
              label={text.copySecret}
              copiedMessage={text.secretCopied}
              getText={() => secret}
              clearAfterMs={SECRET_CLIPBOARD_MS}
            />
          </div>
          <p className="text-xs text-slate-500">{text.secretHint}</p>
        </div>
      </div>
    </div>
  );
}
