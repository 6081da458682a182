import { useRoutes } from 'react-router';
import { LoadingBlock } from '../components/ui/spinner';
import { HomeRedirect, RoleGuard, UnknownPathRedirect } from './guards';
import { Lazy } from '../lib/lazy-component';
import { PAGES } from './pages';
import { PlaceholderPage } from './placeholder-page';
import { SECTIONS, type SectionPath } from './sections';
import { useDocumentTitle } from './use-document-title';

function SectionRoute({ path }: { path: SectionPath }) {
  const section = SECTIONS[path];
  useDocumentTitle(section.title);
  const load = PAGES[path];
  return (
    <RoleGuard roles={section.roles}>
      {load ? (
        <Lazy load={load} fallback={<LoadingBlock />} />
      ) : (
        <PlaceholderPage section={section} />
      )}
    </RoleGuard>
  );
}

const SECTION_ROUTES = [
  { index: true, element: <HomeRedirect /> },
  ...(Object.keys(SECTIONS) as SectionPath[]).map((path) => ({
    path: path.slice(1),
    element: <SectionRoute path={path} />,
  })),
  { path: '*', element: <UnknownPathRedirect /> },
];

/**
 * The sections of the signed-in area (SPEC §2) inside the shell: loaded with it, not with the
 * sign-in page (their list, icons and role guards are the shell's concern).
 */
export function SectionRoutes() {
  return useRoutes(SECTION_ROUTES);
}
