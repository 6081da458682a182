import type { User } from '@app/contract/users';
import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';

type UserActionDialogProps = {
  /** The user the action is about; null while the dialog is closed. */
  user: User | null;
  onClose: () => void;
  title: string;
  confirmLabel?: string;
  /** The question, naming the user. */
  question: (user: User) => ReactNode;
  /** What the action does, under the question. */
  body: string;
  /** The action's mutation: its toast (`meta`) says how it went. */
  mutation: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
};

/**
 * An admin's action on one user from Usuarios ('Cerrar sesiones', 'Quitar verificación en dos
 * pasos'): asks first, runs the mutation, closes; the mutation's toast says how it went.
 */
export function UserActionDialog({
  user,
  onClose,
  title,
  confirmLabel,
  question,
  body,
  mutation,
}: UserActionDialogProps) {
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
      title={title}
      {...(confirmLabel && { confirmLabel })}
      onConfirm={() => void confirm()}
      busy={mutation.isPending}
    >
      {user && (
        <>
          <p>{question(user)}</p>
          <p>{body}</p>
        </>
      )}
    </ConfirmModal>
  );
}
