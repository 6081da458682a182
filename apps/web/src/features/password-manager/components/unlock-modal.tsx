import { useRef, useState } from 'react';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { SecretField } from '../../../components/ui/secret-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useTryVaultKey } from '../api/get-credentials';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { canTravelInHeader } from '../utils/new-key';
import { isKeyInvalid, useVaultSession } from '../vault/vault-session';

type UnlockModalProps = {
  /** Opened again because the password held stopped working (SPEC §8's text at once). */
  invalid: boolean;
  /** 'Cancelar' (and Escape): back one page (SPEC §2). */
  onCancel: () => void;
};

/**
 * 'Contraseña de Seguridad' (SPEC §2, §4: waiting, verifying, valid, invalid): the password is
 * tried on the list; a wrong one keeps the dialog open with SPEC §8's text, too many wrong ones
 * show the server's 429 message.
 */
export function UnlockModal({ invalid, onCancel }: UnlockModalProps) {
  const vault = useVaultSession();
  const tryKey = useTryVaultKey();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(invalid ? text.keyInvalid : undefined);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (!value) {
      setError(text.keyRequired);
      field.current?.focus();
      return;
    }
    if (!canTravelInHeader(value)) {
      vault.lock('invalid');
      setError(text.keyInvalid);
      setValue('');
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await tryKey.mutateAsync(value);
      vault.unlock(value);
    } catch (failure) {
      if (isKeyInvalid(failure)) {
        vault.lock('invalid');
        setError(text.keyInvalid);
      } else if (failure instanceof ApiError && failure.status === 429) {
        setError(errorMessage(failure, text.tooManyAttempts));
      } else {
        setError(errorMessage(failure, text.unlockError));
      }
      setValue('');
      setBusy(false);
      field.current?.focus();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={text.unlockTitle}
      description={text.unlockDescription}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={
        <ModalFooter
          onCancel={onCancel}
          saving={busy}
          submitLabel={text.unlock}
          savingLabel={text.unlocking}
          cancelLabel={text.cancel}
        />
      }
    >
      <SecretField
        ref={field}
        label={text.securityPassword}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error === text.keyRequired) setError(undefined);
        }}
        error={error}
        maxLength={1024}
      />
    </Modal>
  );
}
