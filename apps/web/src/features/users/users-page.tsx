import type { User, UserListItem } from '@app/contract/users';
import { LogOut, MailPlus, ShieldOff, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { TruncatedText } from '../../components/ui/truncated-text';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { Load } from '../../lib/lazy-component';
import { LazyDialog, usePreloadOnIntent } from '../../lib/lazy-dialogs';
import { ROLE_LABELS } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { useDeactivateUser } from './api/deactivate-user';
import { useEndUserSessions } from './api/end-user-sessions';
import { useUsers } from './api/get-users';
import { useReactivateUser } from './api/reactivate-user';
import { useResendVerification } from './api/resend-verification';
import { useResetSecondFactor } from './api/reset-second-factor';
import { UserActionDialog } from './components/user-action-dialog';
import { UserStatusBadge } from './components/user-status-badge';
import { userMessages as text } from './users-messages';

/** The create and edit dialog loads at the first sign of use: the list is drawn without its form library. */
const loadForm: Load<{ item: User | null; onClose: () => void }> = () =>
  import('./components/user-form-modal').then((m) => m.UserFormModal);
const DIALOGS = [loadForm];

export function UsersPage() {
  const session = useSession();
  usePreloadOnIntent(DIALOGS);
  const query = useUsers();
  const deactivateMutation = useDeactivateUser();
  const resendMutation = useResendVerification();
  const reactivateMutation = useReactivateUser();
  const endSessionsMutation = useEndUserSessions();
  const resetSecondFactorMutation = useResetSecondFactor();
  const isSelf = (user: User) => user.id === session?.user.id;
  // An admin ends a user's sessions (DECISIONS §12); their own are ended from 'Mi cuenta'.
  const canEndSessions = (user: User) =>
    session?.user.role === 'admin' && user.active && user.verified && !isSelf(user);
  const [endingSessionsOf, setEndingSessionsOf] = useState<User | null>(null);
  // An admin removes the second factor of someone who lost their phone and codes; their own
  // is removed from 'Mi cuenta', with the password and a code.
  const canResetSecondFactor = (user: UserListItem) =>
    session?.user.role === 'admin' && user.secondFactor && !isSelf(user);
  const [resettingOf, setResettingOf] = useState<User | null>(null);

  return (
    <>
      <CrudListPage<UserListItem>
        title={text.title}
        subtitle={text.subtitle}
        createLabel={text.createLabel}
        tableLabel={text.tableLabel}
        query={query}
        loadErrorMessage={text.loadError}
        searchText={(user) => `${user.name} ${user.email}`}
        rowClassName={(user) => (user.active ? undefined : 'opacity-60')}
        columns={[
          {
            key: 'name',
            header: 'Nombre',
            sortValue: (user) => user.name,
            cell: (user) => (
              <span className="inline-flex items-center gap-2 font-medium text-slate-900">
                {user.name}
                {isSelf(user) && <Badge tone="brand">{text.you}</Badge>}
              </span>
            ),
          },
          {
            key: 'email',
            header: 'Email',
            cell: (user) => <TruncatedText value={user.email} />,
            sortValue: (user) => user.email,
          },
          {
            key: 'role',
            header: 'Rol',
            cell: (user) => ROLE_LABELS[user.role],
            sortValue: (user) => ROLE_LABELS[user.role],
          },
          { key: 'phone', header: 'Teléfono', cell: (user) => user.phone || '—' },
          { key: 'status', header: 'Estado', cell: (user) => <UserStatusBadge user={user} /> },
          {
            key: 'secondFactor',
            header: text.secondFactorHeader,
            cell: (user) =>
              user.secondFactor ? <Badge tone="success">{text.secondFactorOn}</Badge> : '—',
          },
        ]}
        renderForm={(props) => (
          <LazyDialog open load={loadForm} onClose={props.onClose}>
            {(Form) => <Form {...props} />}
          </LazyDialog>
        )}
        extraActions={(user) => {
          if (!user.active) {
            return (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => reactivateMutation.mutate(user.id)}
                disabled={reactivateMutation.isPending}
                aria-label={`${text.reactivateAction} a ${user.name}`}
                title={text.reactivateAction}
                className="hover:bg-emerald-50 hover:text-emerald-700"
              >
                <UserCheck className="size-4" aria-hidden="true" />
              </Button>
            );
          }
          if (!user.verified) {
            return (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => resendMutation.mutate(user.id)}
                disabled={resendMutation.isPending}
                aria-label={`${text.resendAction} a ${user.name}`}
                title={text.resendAction}
              >
                <MailPlus className="size-4" aria-hidden="true" />
              </Button>
            );
          }
          return (
            <>
              {canEndSessions(user) && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setEndingSessionsOf(user)}
                  aria-label={`${text.endSessionsAction} de ${user.name}`}
                  title={text.endSessionsAction}
                >
                  <LogOut className="size-4" aria-hidden="true" />
                </Button>
              )}
              {canResetSecondFactor(user) && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setResettingOf(user)}
                  aria-label={`${text.resetAction} de ${user.name}`}
                  title={text.resetAction}
                >
                  <ShieldOff className="size-4" aria-hidden="true" />
                </Button>
              )}
            </>
          );
        }}
        remove={{
          title: text.deactivateTitle,
          actionLabel: text.deactivateAction,
          actionIcon: 'user-x',
          // An admin cannot deactivate themself; a deactivated user has nothing left to deactivate.
          isAllowed: (user) => user.active && !isSelf(user),
          describe: (user) => (
            <>
              <p>
                ¿Seguro que deseas desactivar a{' '}
                <strong className="text-slate-900">{user.name}</strong> ({user.email})?
              </p>
              <p>
                No podrá volver a iniciar sesión y se cerrarán sus sesiones abiertas. Su historial
                (turnos, punches y registros) se conserva.
              </p>
            </>
          ),
          run: (user) => deactivateMutation.mutateAsync(user.id),
          errorMessage: text.deactivateError,
        }}
      />
      <UserActionDialog
        user={endingSessionsOf}
        onClose={() => setEndingSessionsOf(null)}
        title={text.endSessionsTitle}
        question={(user) => (
          <>
            ¿Cerrar todas las sesiones de <strong className="text-slate-900">{user.name}</strong> (
            {user.email})?
          </>
        )}
        body={text.endSessionsBody}
        mutation={endSessionsMutation}
      />
      <UserActionDialog
        user={resettingOf}
        onClose={() => setResettingOf(null)}
        title={text.resetTitle}
        confirmLabel={text.resetConfirm}
        question={(user) => (
          <>
            ¿Quitar la verificación en dos pasos de{' '}
            <strong className="text-slate-900">{user.name}</strong> ({user.email})?
          </>
        )}
        body={text.resetBody}
        mutation={resetSecondFactorMutation}
      />
    </>
  );
}
