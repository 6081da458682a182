import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { Spinner } from '../components/ui/spinner';
import { useMe } from '../features/auth/api/get-me';
import { useLogout } from '../features/auth/api/logout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { usePunchStartup } from '../features/punches/api/use-punch-startup';
import { PunchWidget } from '../features/punches/components/punch-widget';
import { PUNCH_ROLES } from '../features/punches/utils/punch-status';
import { useSession } from '../lib/session';
import { SideNav } from './side-nav';

function FullScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      {children}
    </div>
  );
}

/**
 * The authenticated area. On start it shows the logo and a spinner while the initial data loads
 * (the signed-in user; for the punch widget's roles, the punch status with its break records and
 * today's shift). Then: side navigation, page content, the punch widget and the notifications bell
 * (its count asked for after the page's own data).
 */
export function AppShell() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const logout = useLogout();
  const punchUser = session && PUNCH_ROLES.includes(session.user.role) ? session.user.id : null;
  const punchStartup = usePunchStartup(punchUser);

  if (me.isPending || punchStartup.isPending) {
    return (
      <FullScreen>
        <Logo size="lg" withName className="flex-col gap-3 text-lg" />
        <Spinner label="Cargando datos iniciales" />
      </FullScreen>
    );
  }

  if (me.isError || punchStartup.isError || !session) {
    return (
      <FullScreen>
        <Logo size="lg" />
        <div role="alert" className="space-y-1">
          <p className="text-lg font-semibold text-slate-900">Ups, algo salió mal.</p>
          <p className="text-sm text-slate-500">Error al cargar datos iniciales</p>
        </div>
        <Button onClick={() => window.location.reload()}>Reintentar</Button>
      </FullScreen>
    );
  }

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
    });

  return (
    <div className="min-h-dvh md:pl-16">
      <a
        href="#contenido"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Saltar al contenido
      </a>
      <SideNav user={session.user} onLogout={signOut} loggingOut={logout.isPending} />

      {/* SPEC §2 'Punch widget': the pill at the top centre for admin, office and usuario. On a
          phone it sits in the top bar; from md up in its own bar above the page, so its expanded
          buttons never cover a page's header actions. */}
      <PunchWidget user={session.user} />

      {/* DECISIONS §10: the bell with the unread count, at the top right: in the phone's top bar
          beside the menu button, and at the end of the punch bar from md up. */}
      <div className="fixed top-2.5 right-14 z-[31] md:top-3.5 md:right-4">
        <NotificationBell />
      </div>

      <main
        id="contenido"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-4 pt-6 pb-6 focus:outline-none sm:px-6 lg:px-8 lg:pb-8"
      >
        <Outlet />
      </main>
    </div>
  );
}
