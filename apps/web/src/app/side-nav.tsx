import type { User } from '@app/contract/users';
import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { PRODUCT_NAME } from '../lib/product';
import { ROLE_LABELS } from '../lib/roles';
import { cn } from '../lib/utils';
import { NavList, railLabelClasses } from './nav-list';

type SideNavProps = { user: User; onLogout: () => void; loggingOut: boolean };

function UserBadge({ user, rail }: { user: User; rail: boolean }) {
  return (
    <div className="flex items-center gap-3 px-3 py-2">
      <span
        aria-hidden="true"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700"
      >
        {user.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className={cn('min-w-0', rail && railLabelClasses)}>
        <span className="block truncate text-sm font-medium text-slate-900">{user.name}</span>
        <span className="block truncate text-xs text-slate-500">{ROLE_LABELS[user.role]}</span>
      </span>
    </div>
  );
}

/** 'Mi cuenta': the user's own name and password (every role). */
function AccountLink({ rail, onNavigate }: { rail: boolean; onNavigate?: () => void }) {
  return (
    <NavLink
      to="/account"
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
          isActive
            ? 'bg-brand-50 text-brand-700'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <UserRound className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn(rail && railLabelClasses)}>Mi cuenta</span>
    </NavLink>
  );
}

function LogoutButton({
  onLogout,
  loggingOut,
  rail,
}: {
  onLogout: () => void;
  loggingOut: boolean;
  rail: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onLogout}
      disabled={loggingOut}
      className="flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
    >
      <LogOut className="size-5 shrink-0" aria-hidden="true" />
      <span className={cn(rail && railLabelClasses)}>
        {loggingOut ? 'Cerrando sesión...' : 'Cerrar sesión'}
      </span>
    </button>
  );
}

/**
 * Desktop: a rail, collapsed to w-16, that expands to w-56 on hover or keyboard focus and
 * overlays the content. Phone: a top bar whose menu button opens the same entries in a drawer.
 */
export function SideNav({ user, onLogout, loggingOut }: SideNavProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <nav
        aria-label="Navegación principal"
        className="group/nav fixed inset-y-0 left-0 z-30 hidden w-16 flex-col overflow-x-hidden overflow-y-auto border-r border-slate-200 bg-white shadow-sm transition-[width] duration-200 ease-out hover:w-56 hover:shadow-lg has-[:focus-visible]:w-56 has-[:focus-visible]:shadow-lg md:flex"
      >
        <div className="flex h-16 shrink-0 items-center px-3.5">
          <Logo />
          <span
            className={cn('ml-2.5 font-semibold text-slate-900', railLabelClasses)}
            aria-hidden="true"
          >
            {PRODUCT_NAME}
          </span>
        </div>
        <div className="flex-1 px-2 py-2">
          <NavList role={user.role} variant="rail" />
        </div>
        <div className="space-y-1 border-t border-slate-200 px-2 py-3">
          <UserBadge user={user} rail />
          <AccountLink rail />
          <LogoutButton onLogout={onLogout} loggingOut={loggingOut} rail />
        </div>
      </nav>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/95 px-4 backdrop-blur md:hidden">
        <Logo withName />
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Abrir menú">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
            >
              <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
                <Dialog.Title className="font-semibold text-slate-900">Menú</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Cerrar">
                    <X className="size-5" aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
              <nav aria-label="Navegación principal" className="flex-1 overflow-y-auto px-3 py-3">
                <NavList
                  role={user.role}
                  variant="drawer"
                  onNavigate={() => setDrawerOpen(false)}
                />
              </nav>
              <div className="space-y-1 border-t border-slate-200 px-3 py-3">
                <UserBadge user={user} rail={false} />
                <AccountLink rail={false} onNavigate={() => setDrawerOpen(false)} />
                <LogoutButton onLogout={onLogout} loggingOut={loggingOut} rail={false} />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
    </>
  );
}
