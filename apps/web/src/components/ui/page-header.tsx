import { Plus, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Shows a search box when set. */
  search?: {
    value: string;
    onChange: (value: string) => void;
    placeholder?: string;
    label?: string;
  };
  /** The main action, usually 'Nuevo …'. */
  action?: { label: string; onClick: () => void; icon?: ReactNode; disabled?: boolean };
  children?: ReactNode;
};

/** Title, subtitle, optional search box and action button (SPEC §2). */
export function PageHeader({ title, subtitle, search, action, children }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <h1
          tabIndex={-1}
          data-focus-fallback
          className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {search && (
          <div className="relative sm:w-64">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              placeholder={search.placeholder ?? 'Buscar por nombre...'}
              aria-label={search.label ?? 'Buscar por nombre'}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
        )}
        {children}
        {action && (
          <Button onClick={action.onClick} disabled={action.disabled}>
            {action.icon ?? <Plus className="size-4" aria-hidden="true" />}
            {action.label}
          </Button>
        )}
      </div>
    </header>
  );
}
