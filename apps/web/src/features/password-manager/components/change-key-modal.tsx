import { useState } from 'react';
import { SecretField } from '../../../components/ui/secret-field';
import { errorMessage } from '../../../lib/api-error';
import { useChangeVaultKey } from '../api/setup-vault';
import { passwordManagerMessages as text } from '../password-manager-messages';
import {
  blamedField,
  canTravelInHeader,
  checkNewKey,
  type NewKey,
  type NewKeyErrors,
} from '../utils/new-key';
import { isKeyInvalid, useVaultSession } from '../vault/vault-session';
import { KeyModal } from './key-modal';
import { NewKeyFields } from './new-key-fields';

type ChangeErrors = NewKeyErrors & { current?: string };

/** The current password's own errors: blank, or one that no header could carry. */
const checkCurrent = (current: string): string | undefined =>
  !current ? text.keyRequired : canTravelInHeader(current) ? undefined : text.currentWrong;

/**
 * 'Cambiar contraseña de seguridad' (admins): the current one and the new one twice. The server
 * re-wraps the vault key and locks every open session; this one goes on with the new password.
 */
export function ChangeKeyModal({ onClose }: { onClose: () => void }) {
  const vault = useVaultSession();
  const change = useChangeVaultKey();
  const [current, setCurrent] = useState('');
  const [key, setKey] = useState<NewKey>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<ChangeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found: ChangeErrors = { ...checkNewKey(key), current: checkCurrent(current) };
    setErrors(found);
    setFailure(null);
    if (found.current || found.password || found.confirmation) return;
    try {
      await change.mutateAsync({
        currentPassword: current,
        newPassword: key.password,
      });
      vault.unlock(key.password);
      onClose();
    } catch (error) {
      const message = errorMessage(error, text.changeError);
      const field = blamedField(error);
      if (isKeyInvalid(error) || field === 'currentPassword') {
        setErrors({ current: field ? message : text.currentWrong });
      } else if (field === 'newPassword') setErrors({ password: message });
      else setFailure(message);
    }
  };

  return (
    <KeyModal
      title={text.changeKey}
      description={text.changeNote}
      busy={change.isPending}
      submitLabel={text.changeSubmit}
      savingLabel={text.changeSaving}
      onCancel={onClose}
      onSubmit={() => void submit()}
      failure={failure}
    >
      <SecretField
        label={text.currentSecurityPassword}
        required
        autoComplete="current-password"
        value={current}
        onChange={(event) => {
          setCurrent(event.target.value);
          setErrors({});
        }}
        error={errors.current}
        maxLength={256}
      />
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
