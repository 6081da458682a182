import { RecoveryCodesPanel } from '../../../components/security/recovery-codes-panel';
import { TotpCodeField } from '../../../components/security/totp-code-field';
import { useTotpCodeEntry } from '../../../components/security/use-totp-code-entry';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { RefusalAlert } from '../../../components/ui/refusal-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useRenewRecoveryCodes } from '../api/mfa-totp';
import type { TwoFactorDialogProps } from './two-factor-dialog-props';
import { twoFactorMessages as text } from './two-factor-messages';

/** 'Generar códigos nuevos': a code from the app, then the ten new codes (the old ones void). */
export function TwoFactorRenewDialog({ open, onClose }: TwoFactorDialogProps) {
  const email = useSession()?.user.email;
  const renew = useRenewRecoveryCodes();
  const entry = useTotpCodeEntry((code, clear) => renew.mutate(code, { onError: clear }));

  if (renew.data) {
    return (
      <Modal
        open={open}
        onOpenChange={(next) => !next && onClose()}
        title={text.renewTitle}
        description={renew.data.message}
        dismissible={false}
      >
        <RecoveryCodesPanel
          codes={renew.data.recoveryCodes}
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
      title={text.renewTitle}
      description={text.renewIntro}
      onSubmit={entry.submit}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={renew.isPending}
          submitLabel={text.renewSubmit}
          savingLabel={text.renewing}
          cancelLabel={text.cancel}
        />
      }
    >
      <div className="space-y-4">
        <TotpCodeField {...entry.field} autoFocus />
        {renew.isError && <RefusalAlert>{errorMessage(renew.error, text.renewError)}</RefusalAlert>}
      </div>
    </Modal>
  );
}
