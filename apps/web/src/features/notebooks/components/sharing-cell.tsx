import type { Notebook } from '@app/contract/notebooks';
import { UserRound, Users } from 'lucide-react';
import { notebookMessages as text } from '../notebooks-messages';

/**
 * Who else sees an item (DECISIONS §8): its owner sees with whom it is shared, a recipient sees
 * whose it is.
 */
export function SharingCell({ item }: { item: Notebook }) {
  if (!item.isOwner) {
    return (
      <span className="inline-flex items-center gap-1.5 text-slate-600">
        <UserRound className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        {text.ownedBy(item.owner.name)}
      </span>
    );
  }
  const names = item.sharedWithUsers.map((user) => user.name);
  if (names.length === 0) return <span className="text-slate-500">{text.notShared}</span>;
  const shown = names.length > 3 ? [...names.slice(0, 2), `+${names.length - 2}`] : names;
  return (
    <span className="inline-flex items-start gap-1.5 text-slate-700" title={names.join(', ')}>
      <Users className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span>
        {text.sharedWith(shown)}
        {names.length > 3 && <span className="sr-only"> ({names.join(', ')})</span>}
      </span>
    </span>
  );
}
