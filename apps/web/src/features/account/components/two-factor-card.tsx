import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/company-time';
import { LazyDialog, usePreloadOnIntent } from '../../../lib/lazy-dialogs';
import type { Load } from '../../../lib/lazy-component';
import { useMfaStatus } from '../api/mfa-status';
import type { TwoFactorDialogProps } from './two-factor-dialog-props';
import { twoFactorMessages as text } from './two-factor-messages';

/** Each dialog is a chunk of its own; the QR library comes only with the first. */
const loadEnable: Load<TwoFactorDialogProps> = () =>
  import('./two-factor-enable-dialog').then((m) => m.TwoFactorEnableDialog);
const loadRenew: Load<TwoFactorDialogProps> = () =>
  import('./two-factor-renew-dialog').then((m) => m.TwoFactorRenewDialog);
const loadDisable: Load<TwoFactorDialogProps> = () =>
  import('./two-factor-disable-dialog').then((m) => m.TwoFactorDisableDialog);
const DIALOGS = [loadEnable, loadRenew, loadDisable] as const;

type Open = 'enable' | 'renew' | 'disable' | null;

/** Few enough recovery codes left to say so. */
const LOW_CODES = 3;

/** 'Verificación en dos pasos' of 'Mi cuenta' (DECISIONS §12): enrol, recovery codes, disable. */
export function TwoFactorCard() {
  const headingId = useId();
  const status = useMfaStatus();
  const [open, setOpen] = useState<Open>(null);
  // A new dialog each time one opens: a new QR code, empty fields.
  const [opened, setOpened] = useState(0);
  usePreloadOnIntent(DIALOGS);
  const show = (which: Exclude<Open, null>) => {
    setOpened((count) => count + 1);
    setOpen(which);
  };
  const close = () => setOpen(null);
  const totp = status.data;

  return (
    <Card className="p-5">
      <section
        aria-labelledby={headingId}
        className="space-y-3"
        data-focus-return
        data-section="two-factor"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {text.title}
          </h2>
          {totp && (
            <Badge tone={totp.enabled ? 'success' : 'neutral'}>
              {totp.enabled ? text.on : text.off}
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-500">{text.intro}</p>
        {status.isPending ? (
          <Spinner label={text.loading} />
        ) : status.isError ? (
          <div className="space-y-2">
            <p role="alert" className="text-sm text-red-700">
              {text.loadError}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
              {text.retry}
            </Button>
          </div>
        ) : totp?.enabled ? (
          <>
            <div className="space-y-1 text-sm text-slate-700">
              <p className="flex items-center gap-2 font-medium text-emerald-800">
                <ShieldCheck className="size-4" aria-hidden="true" />
                {totp.enabledAt ? text.onSince(formatDate(totp.enabledAt)) : text.on}
              </p>
              <p>{text.codesLeft(totp.recoveryCodesLeft)}</p>
              {totp.recoveryCodesLeft <= LOW_CODES && (
                <p className="text-amber-800">{text.codesLow}</p>
              )}
              {totp.required && <p className="text-slate-500">{text.requiredNote}</p>}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => show('renew')}>
                {text.renew}
              </Button>
              {!totp.required && (
                <Button variant="danger" onClick={() => show('disable')}>
                  {text.disable}
                </Button>
              )}
            </div>
          </>
        ) : (
          <>
            {totp?.required && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {text.requiredOff}
              </p>
            )}
            <Button onClick={() => show('enable')}>{text.enable}</Button>
          </>
        )}
      </section>
      <LazyDialog open={open === 'enable'} load={loadEnable} onClose={close}>
        {(Dialog) => <Dialog key={opened} open={open === 'enable'} onClose={close} />}
      </LazyDialog>
      <LazyDialog open={open === 'renew'} load={loadRenew} onClose={close}>
        {(Dialog) => <Dialog key={opened} open={open === 'renew'} onClose={close} />}
      </LazyDialog>
      <LazyDialog open={open === 'disable'} load={loadDisable} onClose={close}>
        {(Dialog) => <Dialog key={opened} open={open === 'disable'} onClose={close} />}
      </LazyDialog>
    </Card>
  );
}
