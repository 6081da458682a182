import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { normalizeText } from '../../../lib/utils';
import { useActiveUsers } from '../../users/api/get-active-users';
import { shiftMessages as text } from '../shifts-messages';
import { UserListBox } from './user-list-box';

type UserPickerProps = { value: number[]; onChange: (ids: number[]) => void };

/** The two-list picker of the create form: available users (with search) and the chosen ones. */
export function UserPicker({ value, onChange }: UserPickerProps) {
  const users = useActiveUsers();
  const [search, setSearch] = useState('');
  const [markedAvailable, setMarkedAvailable] = useState<Set<number>>(new Set());
  const [markedSelected, setMarkedSelected] = useState<Set<number>>(new Set());

  const chosen = new Set(value);
  const all = users.data ?? [];
  const needle = normalizeText(search);
  const available = all.filter(
    (user) =>
      !chosen.has(user.id) &&
      (!needle || normalizeText(`${user.name} ${user.email}`).includes(needle)),
  );
  const selected = all.filter((user) => chosen.has(user.id));

  const add = (ids: number[]) => {
    onChange([...value, ...ids.filter((id) => !chosen.has(id))]);
    setMarkedAvailable(new Set());
  };
  const remove = (ids: number[]) => {
    const gone = new Set(ids);
    onChange(value.filter((id) => !gone.has(id)));
    setMarkedSelected(new Set());
  };
  const markedIn = (list: typeof all, marked: Set<number>) =>
    list.filter((user) => marked.has(user.id)).map((user) => user.id);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {text.fields.users}
        <span className="ml-0.5 text-red-500" aria-hidden="true">
          *
        </span>
        <span className="ml-2 font-normal text-slate-500">({text.picker.count(value.length)})</span>
      </legend>
      {users.isPending ? (
        <LoadingBlock label={text.picker.loading} />
      ) : (
        <>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={text.picker.search}
              aria-label={text.picker.searchLabel}
              className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-center">
            <UserListBox
              label={text.picker.available}
              users={available}
              marked={markedAvailable}
              onMarkedChange={setMarkedAvailable}
              onMove={add}
              emptyText={text.picker.emptyAvailable}
            />
            <div className="flex justify-center gap-1 sm:flex-col">
              <MoveButton
                label={text.picker.add}
                onClick={() => add(markedIn(available, markedAvailable))}
                disabled={markedIn(available, markedAvailable).length === 0}
              >
                <ChevronRight className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
              <MoveButton
                label={text.picker.addAll}
                onClick={() => add(available.map((user) => user.id))}
                disabled={available.length === 0}
              >
                <ChevronsRight className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
              <MoveButton
                label={text.picker.remove}
                onClick={() => remove(markedIn(selected, markedSelected))}
                disabled={markedIn(selected, markedSelected).length === 0}
              >
                <ChevronLeft className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
              <MoveButton
                label={text.picker.removeAll}
                onClick={() => remove(selected.map((user) => user.id))}
                disabled={selected.length === 0}
              >
                <ChevronsLeft className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
            </div>
            <UserListBox
              label={text.picker.selected}
              users={selected}
              marked={markedSelected}
              onMarkedChange={setMarkedSelected}
              onMove={remove}
              emptyText={text.picker.emptySelected}
            />
          </div>
          <p className="text-xs text-slate-500">{text.picker.hint}</p>
        </>
      )}
    </fieldset>
  );
}

function MoveButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
