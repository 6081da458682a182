import type { Notebook } from '@app/contract/notebooks';
import { useState } from 'react';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TwoListUserPicker } from '../../../components/ui/two-list-user-picker';
import { getSession } from '../../../lib/session';
import { useShareableUsers } from '../api/get-shareable-users';
import { useShareNotebook } from '../api/share-notebook';
import { NOTEBOOK_MESSAGES, notebookMessages as text } from '../notebooks-messages';
import { notebookName } from './notebook-columns';

/**
 * 'Compartir Correo' / 'Compartir Link' / 'Compartir Plantilla' (SPEC §2): the item, then the
 * users it may be shared with (the caller left out) and those it is shared with now. Saving sends
 * the whole list, so removing someone unshares (DECISIONS §8).
 */
export function ShareModal({ item, onClose }: { item: Notebook; onClose: () => void }) {
  const messages = NOTEBOOK_MESSAGES[item.type];
  const users = useShareableUsers();
  const share = useShareNotebook(item.type);
  const [picked, setPicked] = useState<number[]>(item.sharedWith);
  const me = getSession()?.user.id;
  const shareable = (users.data ?? []).filter((user) => user.id !== me);
  // Only users who may still receive it: a share with someone since deactivated is dropped.
  const known = new Set(shareable.map((user) => user.id));
  const value = users.data ? picked.filter((id) => known.has(id)) : picked;

  const save = async () => {
    try {
      await share.mutateAsync({ id: item.id, userIds: value });
      onClose();
    } catch {
      // The toast says why; the lists stay as chosen.
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !share.isPending) onClose();
      }}
      title={messages.shareTitle}
      size="lg"
      footer={
        <ModalFooter
          onCancel={onClose}
          onConfirm={() => void save()}
          saving={share.isPending}
          submitLabel={text.shareSubmit}
          savingLabel={text.sharing}
          submitDisabled={!users.data}
        />
      }
    >
      <div className="mb-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <p className="font-medium wrap-anywhere text-slate-900">{notebookName(item)}</p>
        {item.type === 'email' && item.title && <p className="text-slate-600">{item.email}</p>}
        {item.type === 'link' && <p className="break-all text-slate-600">{item.link}</p>}
        {item.type === 'template' && item.description && (
          <p className="text-slate-600">{item.description}</p>
        )}
      </div>
      <TwoListUserPicker
        users={shareable}
        loading={users.isPending}
        value={value}
        onChange={setPicked}
        legend={text.shareLegend}
        texts={text.sharePicker}
      />
    </Modal>
  );
}
