import { Pencil, Trash, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

type RowActionsProps = {
  /** The row's name, so each button has a unique accessible name ('Editar Papelería'). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  deleteLabel?: string;
  deleteIcon?: 'trash' | 'user-x';
  /** Actions of a particular list, shown before edit and delete. */
  children?: ReactNode;
};

/** Edit and delete icon buttons at the end of a row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteLabel = 'Eliminar',
  deleteIcon = 'trash',
  children,
}: RowActionsProps) {
  const DeleteIcon = deleteIcon === 'user-x' ? UserX : Trash;
  return (
    <div className="flex items-center justify-end gap-1">
      {children}
      {onEdit && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onEdit}
          aria-label={`Editar ${name}`}
          title="Editar"
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      )}
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`${deleteLabel} ${name}`}
          title={deleteLabel}
          className="hover:bg-red-50 hover:text-red-600"
        >
          <DeleteIcon className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
