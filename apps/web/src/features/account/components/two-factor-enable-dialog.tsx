import { useEffect } from 'react';
import { RecoveryCodesPanel } from '../../../components/security/recovery-codes-panel';
import { TotpCodeField } from '../../../components/security/totp-code-field';
import { useTotpCodeEntry } from '../../../components/security/use-totp-code-entry';
import { TotpSetupPanel } from '../../../components/security/totp-setup-panel';
import { Button } from '../../../components/ui/button';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { RefusalAlert } from '../../../components/ui/refusal-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useConfirmTotp, useSetupTotp } from '../api/mfa-totp';
import type { TwoFactorDialogProps } from './two-factor-dialog-props';
import { twoFactorMessages as text } from './two-factor-messages';

/**
 * 'Activar': a new secret as a QR code and as text, a code from the app to confirm it, then the
 * ten recovery codes, which must be saved before the dialog closes.
 */
export function TwoFactorEnableDialog({ open, onClose }: TwoFactorDialogProps) {
  const email = useSession()?.user.email;
  const setup = useSetupTotp();
  const confirm = useConfirmTotp();
  const entry = useTotpCodeEntry((code, clear) => confirm.mutate(code, { onError: clear }));
  const { mutate: startSetup } = setup;

  // A secret is asked only while the dialog is open: a dialog kept mounted to play its closing
  // animation, or mounted again closed, never asks (it would be refused once enabled).
  useEffect(() => {
    if (open) startSetup();
  }, [open, startSetup]);

  const codes = confirm.data?.recoveryCodes;
  if (codes) {
    return (
      <Modal
        open={open}
        onOpenChange={(next) => !next && onClose()}
        title={text.enableTitle}
        description={confirm.data?.message}
        dismissible={false}
      >
        <RecoveryCodesPanel
          codes={codes}
          email={email}
          onContinue={onClose}
          continueLabel={text.done}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={text.enableTitle}
      onSubmit={setup.data ? entry.submit : undefined}
      footer={
        setup.data ? (
          <ModalFooter
            onCancel={onClose}
            saving={confirm.isPending}
            submitLabel={text.confirm}
            savingLabel={text.confirming}
            cancelLabel={text.cancel}
          />
        ) : undefined
      }
    >
      {setup.isPending || setup.isIdle ? (
        <div className="flex justify-center py-8">
          <Spinner label={text.setupLoading} />
        </div>
      ) : setup.isError ? (
        <div className="space-y-3">
          <RefusalAlert>{errorMessage(setup.error, text.setupError)}</RefusalAlert>
          <Button variant="secondary" onClick={() => startSetup()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <TotpSetupPanel secret={setup.data.secret} otpauthUrl={setup.data.otpauthUrl} />
          <TotpCodeField {...entry.field} autoFocus />
          {confirm.isError && (
            <RefusalAlert>{errorMessage(confirm.error, text.confirmError)}</RefusalAlert>
          )}
        </div>
      )}
    </Modal>
  );
}
