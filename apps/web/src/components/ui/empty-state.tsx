import { Inbox } from 'lucide-react';
import { Button } from './button';

type EmptyStateProps = {
  message?: string;
  /** Shows the '¡Agrega uno!' button. */
  onAdd?: () => void;
  addLabel?: string;
};

/** 'No hay datos para mostrar' with an invitation to add the first item (SPEC §2). */
export function EmptyState({
  message = 'No hay datos para mostrar',
  onAdd,
  addLabel = '¡Agrega uno!',
}: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <Inbox className="size-10 text-slate-300" aria-hidden="true" />
      <p className="text-sm text-slate-500">{message}</p>
      {onAdd && (
        <Button variant="secondary" size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
