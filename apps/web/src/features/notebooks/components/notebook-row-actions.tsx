import type { EmailItem, Notebook } from '@app/contract/notebooks';
import { History, Lock, Share2 } from 'lucide-react';
import { RowActions } from '../../../components/crud/row-actions';
import { Button } from '../../../components/ui/button';
import { NamedIcon } from '../../../components/ui/named-icon';
import { notebookMessages as text } from '../notebooks-messages';

export type NotebookRowHandlers = {
  share: (item: Notebook) => void;
  edit: (item: Notebook) => void;
  remove: (item: Notebook) => void;
  /** Who read a mailbox's password (its owner only). */
  reveals: (item: EmailItem) => void;
};

/**
 * Share, edit and delete for the rows the user owns; for the others one lock whose tip is the
 * SPEC §6 text, since only the owner may touch an item (the server refuses the rest with 403).
 */
export function NotebookRowActions({
  item,
  name,
  handlers,
}: {
  item: Notebook;
  name: string;
  handlers: NotebookRowHandlers;
}) {
  if (!item.isOwner) {
    // One lock, its reason as the tip (hover and keyboard focus) and as its name.
    return (
      <div className="flex justify-end">
        <NamedIcon icon={Lock} label={text.onlyOwner} className="size-8 text-slate-500" />
      </div>
    );
  }
  return (
    <RowActions
      name={name}
      onEdit={() => handlers.edit(item)}
      onDelete={() => handlers.remove(item)}
    >
      {item.type === 'email' && (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => handlers.reveals(item)}
          aria-label={`${text.reveals.open} de ${name}`}
          title={text.reveals.open}
        >
          <History className="size-4" aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={() => handlers.share(item)}
        aria-label={`${text.share} ${name}`}
        title={text.share}
      >
        <Share2 className="size-4" aria-hidden="true" />
      </Button>
    </RowActions>
  );
}
