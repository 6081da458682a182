import type { Role } from '@app/contract/common';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { cn } from '../lib/utils';
import { navigationFor, type NavGroupEntry } from './navigation';
import type { Section } from './sections';
import { SECTION_ICONS } from './section-icons';

type NavListProps = {
  role: Role;
  /** 'rail': the collapsible side bar (labels appear when it expands); 'drawer': the phone menu. */
  variant: 'rail' | 'drawer';
  /** Called after a choice that navigates (the drawer closes itself). */
  onNavigate?: () => void;
};

/** Labels of the rail show when it is hovered or holds keyboard focus (a mouse click does not pin it open). */
export const railLabelClasses =
  'whitespace-nowrap opacity-0 transition-opacity duration-150 group-hover/nav:opacity-100 group-has-[:focus-visible]/nav:opacity-100';

const itemClasses = (active: boolean) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    active
      ? 'bg-brand-50 text-brand-700'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

const groupOf = (groups: NavGroupEntry[], pathname: string) =>
  groups.find((group) => group.items.some((item) => pathname.startsWith(item.path)))?.id ?? null;

/** The entries of the side navigation for a role, with groups that open and go to their first item. */
export function NavList({ role, variant, onNavigate }: NavListProps) {
  const entries = navigationFor(role);
  const groups = entries.filter((entry): entry is NavGroupEntry => entry.kind === 'group');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(groups, pathname));

  // Arriving at a page of a group (by link, history or URL) opens that group.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    const current = groupOf(groups, pathname);
    if (current) setOpenGroup(current);
  }

  const label = (text: string) => (
    <span className={cn(variant === 'rail' && railLabelClasses)}>{text}</span>
  );

  const link = (section: Section, nested = false) => {
    const Icon = SECTION_ICONS[section.path];
    return (
      <NavLink
        to={section.path}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(itemClasses(isActive), nested && variant === 'drawer' && 'pl-9')
        }
      >
        <Icon className={cn('shrink-0', nested ? 'size-4' : 'size-5')} aria-hidden="true" />
        {label(section.label)}
      </NavLink>
    );
  };

  return (
    <ul className="space-y-1">
      {entries.map((entry) => {
        if (entry.kind === 'link') return <li key={entry.section.path}>{link(entry.section)}</li>;
        const Icon = entry.icon;
        const open = openGroup === entry.id;
        const containsCurrent = entry.items.some((item) => pathname.startsWith(item.path));
        const listId = `nav-${variant}-${entry.id}`;
        return (
          <li key={entry.id}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              className={cn(itemClasses(false), containsCurrent && 'text-brand-700')}
              onClick={() => {
                if (open) {
                  setOpenGroup(null);
                  return;
                }
                setOpenGroup(entry.id);
                const first = entry.items[0];
                if (first) {
                  void navigate(first.path);
                  onNavigate?.();
                }
              }}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {label(entry.label)}
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'ml-auto size-4 shrink-0 transition-transform',
                  open && 'rotate-180',
                  variant === 'rail' && railLabelClasses,
                )}
              />
            </button>
            <ul
              id={listId}
              hidden={!open}
              className={cn(
                'mt-1 space-y-1',
                variant === 'rail' &&
                  'rounded-lg bg-slate-50 py-1 group-hover/nav:bg-transparent group-hover/nav:py-0 group-hover/nav:pl-4 group-has-[:focus-visible]/nav:bg-transparent group-has-[:focus-visible]/nav:py-0 group-has-[:focus-visible]/nav:pl-4',
              )}
            >
              {entry.items.map((item) => (
                <li key={item.path}>{link(item, true)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
