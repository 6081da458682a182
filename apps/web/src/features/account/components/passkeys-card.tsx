import type { Passkey } from '@app/contract/passkeys';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/company-time';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddPasskey, usePasskeys, usePasskeySupport, useRemovePasskey } from '../api/passkeys';
import { passkeyMessages as text } from './passkey-messages';
import { PasskeyRenameDialog } from './passkey-rename-dialog';

/** 'Llaves de acceso' of 'Mi cuenta' (DECISIONS §12): register, rename, remove passkeys. */
export function PasskeysCard() {
  const headingId = useId();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const supported = usePasskeySupport();
  // A calm line under the button: a cancelled dialog is no error.
  const [note, setNote] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const addOne = () => {
    setNote(null);
    add.mutate(undefined, {
      onSuccess: (result) => {
        if (result.outcome === 'added') notifySuccess(result, text.added);
        else setNote(result.outcome === 'cancelled' ? text.cancelled : text.alreadyOnDevice);
      },
      onError: (error) => notifyError(error, text.addError),
    });
  };

  const removeOne = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        notifySuccess(answer, text.removed);
        setRemoving(null);
      },
      onError: (error) => {
        notifyError(error, text.removeError);
        setRemoving(null);
      },
    });
  };

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-3" data-focus-return>
        <h2 id={headingId} className="font-semibold text-slate-900">
          {text.title}
        </h2>
        <p className="text-sm text-slate-500">{text.intro}</p>
        {list.isPending ? (
          <Spinner label={text.loading} />
        ) : list.isError ? (
          <div className="space-y-2">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(list.error, text.loadError)}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {text.retry}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-600">{text.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {list.data.map((passkey) => (
              <li key={passkey.id} className="flex items-start gap-3 p-3">
                <KeyRound className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0 flex-1 space-y-2">
                  <div>
                    <p className="font-medium break-words text-slate-900">{passkey.name}</p>
                    <p className="text-xs text-slate-600">
                      {text.createdOn(formatDate(passkey.createdAt))}
                    </p>
                    <p className="text-xs text-slate-600">
                      {passkey.lastUsedAt
                        ? text.lastUsed(formatDateTime(passkey.lastUsedAt))
                        : text.neverUsed}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={text.renameLabel(passkey.name)}
                      onClick={() => setRenaming(passkey)}
                    >
                      {text.rename}
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={text.removeLabel(passkey.name)}
                      onClick={() => setRemoving(passkey)}
                    >
                      {text.remove}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <div className="space-y-2">
            <Button
              onClick={addOne}
              disabled={add.isPending}
              aria-busy={add.isPending || undefined}
            >
              {add.isPending ? text.adding : text.add}
            </Button>
            <p aria-live="polite" className="text-sm text-slate-600 empty:hidden">
              {note}
            </p>
          </div>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {text.unsupported}
          </p>
        )}
      </section>
      <PasskeyRenameDialog
        key={renaming?.id ?? 0}
        passkey={renaming}
        onClose={() => setRenaming(null)}
      />
      <ConfirmModal
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={text.removeTitle}
        onConfirm={removeOne}
        busy={remove.isPending}
        confirmLabel={text.remove}
        busyLabel={text.removing}
      >
        <p>{removing && text.removeBody(removing.name)}</p>
      </ConfirmModal>
    </Card>
  );
}
