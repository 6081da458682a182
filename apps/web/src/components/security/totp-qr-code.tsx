import { useEffect, useState } from 'react';
import { Spinner } from '../ui/spinner';
import { securityMessages as text } from './security-messages';

type Drawn = { uri: string; svg: string } | { uri: string; failed: true };

/** The QR library is a chunk of its own, loaded only by a screen that shows a code. */
async function drawSvg(uri: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The `otpauth://` URI drawn as a QR code in the page (never sent to a third-party service): an
 * SVG image, black on white whatever the theme, so that a phone's camera reads it.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    drawSvg(uri).then(
      (svg) => live && setDrawn({ uri, svg }),
      () => live && setDrawn({ uri, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  const current = drawn?.uri === uri ? drawn : null;
  return (
    <div className="grid size-48 shrink-0 place-items-center rounded-lg border border-slate-200 bg-white p-1">
      {!current ? (
        <Spinner label={text.qrLoading} />
      ) : 'failed' in current ? (
        <p role="alert" className="p-2 text-center text-xs text-red-700">
          {text.qrFailed}
        </p>
      ) : (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(current.svg)}`}
          alt={text.qrLabel}
          width={184}
          height={184}
          className="size-full"
          data-testid="totp-qr"
        />
      )}
    </div>
  );
}
