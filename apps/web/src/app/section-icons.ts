import {
  Building,
  CalendarDays,
  Clock,
  FileChartColumn,
  FileText,
  House,
  KeyRound,
  Link,
  Mail,
  PartyPopper,
  Plane,
  Receipt,
  Repeat,
  ScrollText,
  Tags,
  TrendingUp,
  Truck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SectionPath } from './sections';

/**
 * Each section's icon, for the navigation and the home page: apart from `sections.ts`, whose
 * paths and roles the first script needs, so that the icons load with the shell, not before it.
 */
export const SECTION_ICONS: Record<SectionPath, LucideIcon> = {
  '/dashboard': House,
  '/expenses': Receipt,
  '/expenses-recurrent': Repeat,
  '/expenses-report': FileChartColumn,
  '/incomes': TrendingUp,
  '/email-manager': Mail,
  '/links-manager': Link,
  '/templates-manager': FileText,
  '/password-manager': KeyRound,
  '/shifts': CalendarDays,
  '/punches': Clock,
  '/absences': Plane,
  '/areas': Building,
  '/suppliers': Truck,
  '/categories': Tags,
  '/users': Users,
  '/holidays': PartyPopper,
  '/audit': ScrollText,
  '/account': UserRound,
};
