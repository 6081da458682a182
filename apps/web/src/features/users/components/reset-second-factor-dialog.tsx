import type { User } from '@app/contract/users';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { userMessages as text } from '../users-messages';

type ResetSecondFactorDialogProps = { user: User | null; onClose: () => void };

/**
 * 'Quitar verificación en dos pasos' of a user (admin, DECISIONS §12): for someone who lost their
 * phone and their recovery codes; asks first, then a toast says what happens at their next sign-in.
 */
export function ResetSecondFactorDialog({ user, onClose }: ResetSecondFactorDialogProps) {
  const mutation = useResetSecondFactor();
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
      title={text.resetTitle}
      confirmLabel={text.resetConfirm}
      onConfirm={() => void confirm()}
      busy={mutation.isPending}
    >
      {user && (
        <>
          <p>
            ¿Quitar la verificación en dos pasos de{' '}
            <strong className="text-slate-900">{user.name}</strong> ({user.email})?
          </p>
          <p>{text.resetBody}</p>
        </>
      )}
    </ConfirmModal>
  );
}
