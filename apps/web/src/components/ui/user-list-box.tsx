import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/utils';

/** A user as the two-list pickers show one. */
export type PickableUser = { id: number; name: string; email: string };

type UserListBoxProps = {
  label: string;
  users: PickableUser[];
  /** Users marked with a click or Space, waiting for the move buttons. */
  marked: ReadonlySet<number>;
  onMarkedChange: (marked: Set<number>) => void;
  /** Moves users to the other list (double click, Enter). */
  onMove: (ids: number[]) => void;
  emptyText: string;
};

/**
 * One list of the two-list user picker: a multi-select listbox. Arrows and Home/End move,
 * Space marks, Enter moves the marked users (or the current one), double click moves one.
 */
export function UserListBox({
  label,
  users,
  marked,
  onMarkedChange,
  onMove,
  emptyText,
}: UserListBoxProps) {
  const baseId = useId();
  const [active, setActive] = useState<number | null>(null);
  const activeIndex = active === null ? -1 : users.findIndex((user) => user.id === active);
  const optionId = (id: number) => `${baseId}-option-${id}`;

  useEffect(() => {
    if (active !== null)
      document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  const toggle = (id: number) => {
    const next = new Set(marked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onMarkedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (users.length === 0) return;
    const go = (index: number) => {
      event.preventDefault();
      setActive(users[Math.max(0, Math.min(users.length - 1, index))]!.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(activeIndex + 1);
      case 'ArrowUp':
        return go(activeIndex <= 0 ? 0 : activeIndex - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(users.length - 1);
      case ' ':
        event.preventDefault();
        if (activeIndex >= 0) toggle(users[activeIndex]!.id);
        return;
      case 'Enter': {
        event.preventDefault();
        const ids =
          marked.size > 0 ? users.filter((user) => marked.has(user.id)).map((user) => user.id) : [];
        if (ids.length > 0) onMove(ids);
        else if (activeIndex >= 0) onMove([users[activeIndex]!.id]);
        return;
      }
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span id={`${baseId}-label`} className="text-xs font-semibold text-slate-500 uppercase">
        {label} ({users.length})
      </span>
      {/* Empty, the list says so beside the listbox (a listbox holds options only). */}
      <div className="relative">
        <ul
          role="listbox"
          aria-labelledby={`${baseId}-label`}
          aria-describedby={users.length === 0 ? `${baseId}-empty` : undefined}
          aria-multiselectable="true"
          aria-activedescendant={activeIndex >= 0 ? optionId(users[activeIndex]!.id) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (activeIndex < 0 && users[0]) setActive(users[0].id);
          }}
          className="h-48 overflow-y-auto rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        >
          {users.map((user) => {
            const isMarked = marked.has(user.id);
            return (
              <li
                key={user.id}
                id={optionId(user.id)}
                role="option"
                aria-selected={isMarked}
                title={user.email}
                onClick={() => {
                  setActive(user.id);
                  toggle(user.id);
                }}
                onDoubleClick={() => onMove([user.id])}
                className={cn(
                  'cursor-pointer truncate rounded-md px-2 py-1.5 text-sm select-none',
                  isMarked ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                  user.id === active && 'ring-2 ring-brand-400 ring-inset',
                )}
              >
                {user.name}
              </li>
            );
          })}
        </ul>
        {users.length === 0 && (
          <p
            id={`${baseId}-empty`}
            className="pointer-events-none absolute inset-x-0 top-0 px-3 py-4 text-center text-sm text-slate-500"
          >
            {emptyText}
          </p>
        )}
      </div>
    </div>
  );
}
