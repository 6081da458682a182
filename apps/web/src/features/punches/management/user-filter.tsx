import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, Search, Users } from 'lucide-react';
import { startTransition, useId, useMemo, useOptimistic, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/form-field';
import { cn, normalizeText } from '../../../lib/utils';
import { useActiveUsers } from '../../users/api/get-active-users';
import { punchMessages as text } from '../punches-messages';

type UserFilterProps = { selected: readonly number[]; onChange: (ids: number[]) => void };

/**
 * 'Usuarios' for admin and office: a button showing who is selected, opening a searchable list of
 * checkboxes. None selected means everyone. Each tick applies at once.
 */
export function UserFilter({ selected, onChange }: UserFilterProps) {
  const users = useActiveUsers();
  const [search, setSearch] = useState('');
  const labelId = useId();
  // A tick shows at once: the address (and so `selected`) changes in a transition that may take a
  // moment while the records load, and the box must not flicker back meanwhile.
  const [ticked, setTicked] = useOptimistic(selected);
  const chosen = useMemo(() => new Set(ticked), [ticked]);
  const visible = useMemo(() => {
    const needle = normalizeText(search.trim());
    return (users.data ?? []).filter(
      (user) =>
        !needle ||
        normalizeText(user.name).includes(needle) ||
        normalizeText(user.email).includes(needle),
    );
  }, [users.data, search]);

  const choose = (ids: number[]) =>
    startTransition(() => {
      setTicked(ids);
      onChange(ids);
    });
  const toggle = (id: number) =>
    choose(chosen.has(id) ? ticked.filter((other) => other !== id) : [...ticked, id]);
  const summary =
    ticked.length === 0
      ? text.allUsers
      : ticked.length === 1
        ? (users.data?.find((user) => user.id === ticked[0])?.name ?? text.selectedUsers(1))
        : text.selectedUsers(ticked.length);

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {text.users}
      </span>
      <Popover.Root onOpenChange={(open) => !open && setSearch('')}>
        <Popover.Trigger
          aria-labelledby={`${labelId} ${labelId}-value`}
          className={cn(
            inputClasses,
            'flex h-10 w-full items-center gap-2 text-left sm:w-60',
            ticked.length > 0 && 'border-brand-500 ring-1 ring-brand-500',
          )}
        >
          <Users className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span id={`${labelId}-value`} className="min-w-0 flex-1 truncate">
            {summary}
          </span>
          <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[min(20rem,calc(100vw-1rem))] flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
          >
            <div className="relative border-b border-slate-100 p-2">
              <Search
                className="pointer-events-none absolute top-1/2 left-4.5 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={text.searchUsers}
                aria-label={text.searchUsers}
                className={cn(inputClasses, 'h-9 pl-8')}
              />
            </div>
            <div
              className="min-h-0 flex-1 overflow-y-auto p-1"
              role="group"
              aria-label={text.users}
            >
              {users.isPending ? (
                <div className="flex justify-center p-4">
                  <Spinner label={text.loadingUsers} />
                </div>
              ) : visible.length === 0 ? (
                <p className="p-3 text-center text-sm text-slate-500">{text.noUsersFound}</p>
              ) : (
                visible.map((user) => (
                  <label
                    key={user.id}
                    className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      checked={chosen.has(user.id)}
                      onChange={() => toggle(user.id)}
                      className="size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-slate-800">{user.name}</span>
                      <span className="block truncate text-xs text-slate-500">{user.email}</span>
                    </span>
                  </label>
                ))
              )}
            </div>
            {ticked.length > 0 && (
              <div className="border-t border-slate-100 p-2">
                <button
                  type="button"
                  onClick={() => choose([])}
                  className="w-full rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  {text.clearUsers}
                </button>
              </div>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
