import { useState } from 'react';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { SecretField } from '../../../components/ui/secret-field';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useChangeVaultKey } from '../api/setup-vault';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { blamedField, canTravelInHeader, checkNewKey, type NewKeyErrors } from '../utils/new-key';
import { isKeyInvalid, useVaultSession } from '../vault/vault-session';
import { NewKeyFields } from './new-key-fields';

/**
 * 'Cambiar contraseña de seguridad' (admins): the current one and the new one twice. The server
 * re-wraps the vault key and locks every open session; this one goes on with the new password.
 */
export function ChangeKeyModal({ onClose }: { onClose: () => void }) {
  const vault = useVaultSession();
  const change = useChangeVaultKey();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewKeyErrors & { current?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = checkNewKey(password, confirmation);
    const all: NewKeyErrors & { current?: string } = !current
      ? { ...found, current: text.keyRequired }
      : canTravelInHeader(current)
        ? found
        : { ...found, current: text.currentWrong };
    setErrors(all);
    setFailure(null);
    if (all.current || all.password || all.confirmation) return;
    try {
      const answer = await change.mutateAsync({ currentPassword: current, newPassword: password });
      vault.unlock(password);
      notify.success(answer.message || text.changed);
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
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      title={text.changeKey}
      description={text.changeNote}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={change.isPending}
          submitLabel={text.changeSubmit}
          savingLabel={text.changeSaving}
          cancelLabel={text.cancel}
        />
      }
    >
      <div className="space-y-4">
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
