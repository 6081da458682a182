import { useState } from 'react';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSetupVault } from '../api/setup-vault';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { blamedField, checkNewKey, type NewKeyErrors } from '../utils/new-key';
import { useVaultSession } from '../vault/vault-session';
import { NewKeyFields } from './new-key-fields';

/**
 * The first security password, set by an admin on an unconfigured vault (DECISIONS §9): twice,
 * with the strength meter; the vault opens with it at once. 'Cancelar' goes back one page.
 */
export function SetupVaultModal({ onCancel }: { onCancel: () => void }) {
  const vault = useVaultSession();
  const setup = useSetupVault();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewKeyErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = checkNewKey(password, confirmation);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirmation) return;
    try {
      const answer = await setup.mutateAsync({ password });
      vault.unlock(password);
      notify.success(answer.message || text.setupDone);
    } catch (error) {
      const message = errorMessage(error, text.setupError);
      if (blamedField(error) === 'password') setErrors({ password: message });
      else setFailure(message);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !setup.isPending) onCancel();
      }}
      title={text.setupTitle}
      description={text.setupDescription}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={
        <ModalFooter
          onCancel={onCancel}
          saving={setup.isPending}
          submitLabel={text.setupSubmit}
          savingLabel={text.setupSaving}
          cancelLabel={text.cancel}
        />
      }
    >
      <div className="space-y-4">
        <NewKeyFields
          password={password}
          confirmation={confirmation}
          onPassword={(value) => {
            setPassword(value);
            setErrors({});
          }}
          onConfirmation={(value) => {
            setConfirmation(value);
            setErrors({});
          }}
          errors={errors}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
