import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { normalizeText } from '../../lib/utils';
import { Button } from './button';
import { LoadingBlock } from './spinner';
import { UserListBox, type PickableUser } from './user-list-box';

/** The texts of a two-list picker (each screen gives its own). */
export type TwoListPickerTexts = {
  search: string;
  searchLabel: string;
  available: string;
  selected: string;
  add: string;
  addAll: string;
  remove: string;
  removeAll: string;
  emptyAvailable: string;
  emptySelected: string;
  loading: string;
  hint: string;
  count: (count: number) => string;
};

type TwoListUserPickerProps = {
  /** Every user that may be picked, in the order shown. */
  users: PickableUser[];
  loading: boolean;
  /** The ids picked. */
  value: number[];
  onChange: (ids: number[]) => void;
  legend: string;
  required?: boolean;
  texts: TwoListPickerTexts;
};

/**
 * Two lists of users (SPEC §2: shift users, sharing): the available ones with a search, and the
 * picked ones; move buttons between them, double click or Enter moves, Space marks several.
 */
export function TwoListUserPicker({
  users,
  loading,
  value,
  onChange,
  legend,
  required,
  texts: text,
}: TwoListUserPickerProps) {
  const [search, setSearch] = useState('');
  const [markedAvailable, setMarkedAvailable] = useState<Set<number>>(new Set());
  const [markedSelected, setMarkedSelected] = useState<Set<number>>(new Set());

  const chosen = new Set(value);
  const needle = normalizeText(search);
  const available = users.filter(
    (user) =>
      !chosen.has(user.id) &&
      (!needle || normalizeText(`${user.name} ${user.email}`).includes(needle)),
  );
  const selected = users.filter((user) => chosen.has(user.id));

  const add = (ids: number[]) => {
    onChange([...value, ...ids.filter((id) => !chosen.has(id))]);
    setMarkedAvailable(new Set());
  };
  const remove = (ids: number[]) => {
    const gone = new Set(ids);
    onChange(value.filter((id) => !gone.has(id)));
    setMarkedSelected(new Set());
  };
  const markedIn = (list: PickableUser[], marked: Set<number>) =>
    list.filter((user) => marked.has(user.id)).map((user) => user.id);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {legend}
        {required && (
          <span className="ml-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
        <span className="ml-2 font-normal text-slate-500">({text.count(value.length)})</span>
      </legend>
      {loading ? (
        <LoadingBlock label={text.loading} />
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
              placeholder={text.search}
              aria-label={text.searchLabel}
              className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
          <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-center">
            <UserListBox
              label={text.available}
              users={available}
              marked={markedAvailable}
              onMarkedChange={setMarkedAvailable}
              onMove={add}
              emptyText={text.emptyAvailable}
            />
            <div className="flex justify-center gap-1 sm:flex-col">
              <MoveButton
                label={text.add}
                onClick={() => add(markedIn(available, markedAvailable))}
                disabled={markedIn(available, markedAvailable).length === 0}
              >
                <ChevronRight className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
              <MoveButton
                label={text.addAll}
                onClick={() => add(available.map((user) => user.id))}
                disabled={available.length === 0}
              >
                <ChevronsRight className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
              <MoveButton
                label={text.remove}
                onClick={() => remove(markedIn(selected, markedSelected))}
                disabled={markedIn(selected, markedSelected).length === 0}
              >
                <ChevronLeft className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
              <MoveButton
                label={text.removeAll}
                onClick={() => remove(selected.map((user) => user.id))}
                disabled={selected.length === 0}
              >
                <ChevronsLeft className="size-4 rotate-90 sm:rotate-0" aria-hidden="true" />
              </MoveButton>
            </div>
            <UserListBox
              label={text.selected}
              users={selected}
              marked={markedSelected}
              onMarkedChange={setMarkedSelected}
              onMove={remove}
              emptyText={text.emptySelected}
            />
          </div>
          <p className="text-xs text-slate-500">{text.hint}</p>
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
