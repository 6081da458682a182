import type { Credential } from '@app/contract/password-manager';
import { Pencil, Trash } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { notify } from '../../../lib/notify';
import { cn } from '../../../lib/utils';
import { passwordManagerMessages as text } from '../password-manager-messages';

type CredentialActionsProps = {
  credential: Credential;
  onEdit: (credential: Credential) => void;
  onDelete: (credential: Credential) => void;
};

/**
 * Edit and delete: for the creator only (SPEC §6). Others see both buttons, off, with 'No tienes
 * permisos para editar' / '… eliminar' as their tip (and as a notice when pressed, for touch).
 */
export function CredentialActions({ credential, onEdit, onDelete }: CredentialActionsProps) {
  const owner = credential.isOwner;
  const buttons = [
    {
      key: 'edit',
      icon: Pencil,
      tip: 'Editar',
      label: `Editar ${credential.name}`,
      refusal: text.cannotEdit,
      run: () => onEdit(credential),
      tone: '',
    },
    {
      key: 'delete',
      icon: Trash,
      tip: 'Eliminar',
      label: `Eliminar ${credential.name}`,
      refusal: text.cannotDelete,
      run: () => onDelete(credential),
      tone: 'hover:bg-red-50 hover:text-red-600',
    },
  ];
  return (
    <div className="flex items-center justify-end gap-1">
      {buttons.map(({ key, icon: Icon, tip, label, refusal, run, tone }) => (
        <Tooltip key={key} content={owner ? tip : refusal}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={owner ? label : `${label}: ${refusal}`}
            aria-disabled={!owner || undefined}
            onClick={() => (owner ? run() : notify.warning(refusal))}
            className={cn(owner ? tone : 'cursor-not-allowed text-slate-400 hover:bg-transparent')}
          >
            <Icon className="size-4" aria-hidden="true" />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
