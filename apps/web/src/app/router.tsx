import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AreasPage } from '../features/areas/areas-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { VerifyUserPage } from '../features/auth/verify-user-page';
import { CategoriesPage } from '../features/categories/categories-page';
import { PunchesPage } from '../features/punches/management/punches-page';
import { ShiftsPage } from '../features/shifts/shifts-page';
import { SuppliersPage } from '../features/suppliers/suppliers-page';
import { UsersPage } from '../features/users/users-page';
import { AppShell } from './app-shell';
import { HomeRedirect, PublicOnly, RequireAuth, RoleGuard, UnknownPathRedirect } from './guards';
import { HomePage } from './home-page';
import { PlaceholderPage } from './placeholder-page';
import { SECTIONS, type SectionPath } from './sections';
import { useDocumentTitle } from './use-document-title';

/** The built pages; every other section shows its 'Próximamente' placeholder. */
const PAGES: Partial<Record<SectionPath, () => ReactNode>> = {
  '/dashboard': () => <HomePage />,
  '/categories': () => <CategoriesPage />,
  '/areas': () => <AreasPage />,
  '/suppliers': () => <SuppliersPage />,
  '/users': () => <UsersPage />,
  '/shifts': () => <ShiftsPage />,
  '/punches': () => <PunchesPage />,
};

function SectionRoute({ path }: { path: SectionPath }) {
  const section = SECTIONS[path];
  useDocumentTitle(section.title);
  const page = PAGES[path];
  return (
    <RoleGuard roles={section.roles}>
      {page ? page() : <PlaceholderPage section={section} />}
    </RoleGuard>
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <Titled title="Iniciar sesión">
          <LoginPage />
        </Titled>
      </PublicOnly>
    ),
  },
  {
    path: '/auth/verify-user',
    element: (
      <Titled title="Verificar cuenta">
        <VerifyUserPage />
      </Titled>
    ),
  },
  {
    path: '/auth/reset-password',
    element: (
      <Titled title="Recuperar contraseña">
        <ResetPasswordPage />
      </Titled>
    ),
  },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...(Object.keys(SECTIONS) as SectionPath[]).map((path) => ({
        path: path.slice(1),
        element: <SectionRoute path={path} />,
      })),
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
