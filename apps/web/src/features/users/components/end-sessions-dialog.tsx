import type { User } from '@app/contract/users';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useEndUserSessions } from '../api/end-user-sessions';
import { userMessages as text } from '../users-messages';

type EndSessionsDialogProps = { user: User | null; onClose: () => void };

/** 'Cerrar sesiones' of a user (admin, DECISIONS §12): asks first, then a toast says how many. */
export function EndSessionsDialog({ user, onClose }: EndSessionsDialogProps) {
  const mutation = useEndUserSessions();
  const confirm = async () => {
    if (!user) return;
    try {
      await mutation.mutateAsync(user.id);
    } catch {
      // The mutation's toast says why.
    }
    onClose();
  };
  return (
    <ConfirmModal
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.endSessionsTitle}
      onConfirm={() => void confirm()}
      busy={mutation.isPending}
    >
      {user && (
        <>
          <p>
            ¿Cerrar todas las sesiones de <strong className="text-slate-900">{user.name}</strong> (
            {user.email})?
          </p>
          <p>{text.endSessionsBody}</p>
        </>
      )}
    </ConfirmModal>
  );
}
