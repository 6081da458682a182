import type { QueryClient } from '@tanstack/react-query';
import { startLoad, type Load } from '../lib/lazy-component';
import type { Session } from '../lib/session';
import { PAGES } from './pages';
import { PREFETCH } from './prefetch';
import { SECTIONS, type SectionPath } from './sections';
import { requestStartup } from './startup-requests';

export const loadShell: Load = () => import('./app-shell').then((m) => m.AppShell);
export const loadSections: Load = () => import('./section-routes').then((m) => m.SectionRoutes);

/**
 * What an address of the signed-in area starts, in this order (a browser opens six connections
 * to a server, and what is asked for later queues behind the rest): the shell's start-up calls
 * when the app opens there, the page's first data when its role may open it, then the page's
 * code, the sections and the shell (docs/decisions/071, 091).
 */
export function startSignedIn(
  url: URL,
  session: Session,
  queryClient: QueryClient,
  opening: boolean,
) {
  if (opening) requestStartup(session);
  const path = url.pathname.replace(/\/+$/, '') as SectionPath;
  if (SECTIONS[path]?.roles.includes(session.user.role))
    PREFETCH[path]?.(queryClient, url, session);
  const page = PAGES[path];
  if (page) void startLoad(page);
  void startLoad(loadSections);
  void startLoad(loadShell);
}
