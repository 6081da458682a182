import type { Role } from '@app/contract/common';
import { Settings, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import { canOpen, SECTIONS, type Section, type SectionPath } from './sections';

export type NavLinkEntry = { kind: 'link'; section: Section };
export type NavGroupEntry = {
  kind: 'group';
  id: string;
  label: string;
  icon: LucideIcon;
  items: Section[];
};
export type NavEntry = NavLinkEntry | NavGroupEntry;

type NavDefinition =
  | { kind: 'link'; path: SectionPath }
  | { kind: 'group'; id: string; label: string; icon: LucideIcon; paths: SectionPath[] };

/** The side navigation of SPEC §2, in order. */
const NAVIGATION: NavDefinition[] = [
  { kind: 'link', path: '/dashboard' },
  {
    kind: 'group',
    id: 'gastos',
    label: 'Gastos',
    icon: Wallet,
    paths: ['/expenses', '/expenses-recurrent', '/expenses-report'],
  },
  { kind: 'link', path: '/incomes' },
  {
    kind: 'group',
    id: 'utilidades',
    label: 'Utilidades',
    icon: Wrench,
    paths: ['/email-manager', '/links-manager', '/templates-manager', '/password-manager'],
  },
  { kind: 'link', path: '/shifts' },
  { kind: 'link', path: '/punches' },
  { kind: 'link', path: '/absences' },
  {
    kind: 'group',
    id: 'configuracion',
    label: 'Configuración',
    icon: Settings,
    paths: ['/areas', '/suppliers', '/categories', '/users', '/holidays', '/audit'],
  },
];

/** The entries a role may see; a group with no visible item is left out (DECISIONS §3). */
export function navigationFor(role: Role): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const entry of NAVIGATION) {
    if (entry.kind === 'link') {
      if (canOpen(role, entry.path)) entries.push({ kind: 'link', section: SECTIONS[entry.path] });
      continue;
    }
    const items = entry.paths.filter((path) => canOpen(role, path)).map((path) => SECTIONS[path]);
    if (items.length > 0)
      entries.push({ kind: 'group', id: entry.id, label: entry.label, icon: entry.icon, items });
  }
  return entries;
}

/** The sections a role may open, in navigation order (for the home page). */
export function sectionsFor(role: Role): Section[] {
  return navigationFor(role).flatMap((entry) =>
    entry.kind === 'link' ? [entry.section] : entry.items,
  );
}
