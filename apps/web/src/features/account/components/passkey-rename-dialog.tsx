import { PASSKEY_NAME_MAX, passkeyRenameSchema, type Passkey } from '@app/contract/passkeys';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useRenamePasskey } from '../api/passkeys';
import { passkeyMessages as text } from './passkey-messages';

/** Renames a passkey: the name it is listed under in 'Mi cuenta'. */
export function PasskeyRenameDialog({
  passkey,
  onClose,
}: {
  passkey: Passkey | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(passkey?.name ?? '');
  const [error, setError] = useState<string>();
  const rename = useRenamePasskey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!passkey) return;
    const parsed = passkeyRenameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rename.mutate(
      { id: passkey.id, name: parsed.data.name },
      {
        onSuccess: (answer) => {
          notifySuccess(answer, text.renamed);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, text.renameError)),
      },
    );
  };

  return (
    <Modal
      open={passkey !== null}
      onOpenChange={(open) => {
        if (!open && !rename.isPending) onClose();
      }}
      title={text.renameTitle}
      size="sm"
      onSubmit={submit}
      footer={<ModalFooter onCancel={onClose} saving={rename.isPending} />}
    >
      <TextField
        label={text.nameLabel}
        value={name}
        maxLength={PASSKEY_NAME_MAX}
        required
        autoComplete="off"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
    </Modal>
  );
}
