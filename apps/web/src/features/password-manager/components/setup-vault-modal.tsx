import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSetupVault } from '../api/setup-vault';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { blamedField, checkNewKey, type NewKey, type NewKeyErrors } from '../utils/new-key';
import { useVaultSession } from '../vault/vault-session';
import { KeyModal } from './key-modal';
import { NewKeyFields } from './new-key-fields';

/**
 * The first security password, set by an admin on an unconfigured vault (DECISIONS §9): twice,
 * with the strength meter; the vault opens with it at once. 'Cancelar' goes back one page.
 */
export function SetupVaultModal({ onCancel }: { onCancel: () => void }) {
  const vault = useVaultSession();
  const setup = useSetupVault();
  const [key, setKey] = useState<NewKey>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<NewKeyErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = checkNewKey(key);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirmation) return;
    try {
      await setup.mutateAsync({ password: key.password });
      vault.unlock(key.password);
    } catch (error) {
      const message = errorMessage(error, text.setupError);
      if (blamedField(error) === 'password') setErrors({ password: message });
      else setFailure(message);
    }
  };

  return (
    <KeyModal
      title={text.setupTitle}
      description={text.setupDescription}
      busy={setup.isPending}
      submitLabel={text.setupSubmit}
      savingLabel={text.setupSaving}
      onCancel={onCancel}
      onSubmit={() => void submit()}
      failure={failure}
    >
      <NewKeyFields
        value={key}
        onChange={(next) => {
          setKey(next);
          setErrors({});
        }}
        errors={errors}
      />
    </KeyModal>
  );
}
