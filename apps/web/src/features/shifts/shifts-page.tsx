import { monthFirstDay } from '@app/contract/dates';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { LazyDialog, usePreloadOnIntent } from '../../lib/lazy-dialogs';
import { isManager } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { useShifts } from './api/get-shifts';
import { CalendarBody } from './components/calendar-body';
import { CalendarToolbar } from './components/calendar-toolbar';
import { loadReasonPopover } from './components/delete-shift-button';
import { ManagerActions } from './components/manager-actions';
import { useCalendarNavigation } from './hooks/use-calendar-navigation';
import { useShiftDialogs } from './hooks/use-shift-dialogs';
import { shiftMessages as text } from './shifts-messages';

import { periodContains, periodLabel, type ShiftsPeriod } from './utils/period';

// Forms, date picker and schemas: most of the page's code, none of its first screen (decision 072).
const loadShiftDialogs = () => import('./components/shift-dialogs').then((m) => m.ShiftDialogs);
const ON_INTENT = [loadShiftDialogs, loadReasonPopover];

/** The first day of a period, where 'Crear Turno' starts when today is not in it. */
const firstDay = (period: ShiftsPeriod) =>
  period.view === 'day'
    ? period.day
    : period.view === 'week'
      ? period.startofweek
      : monthFirstDay(period.year, period.month);

/**
 * `/shifts`, 'Gestión de Turnos' (SPEC §2): day, week and month calendars. Admin and office plan,
 * copy and publish; usuario sees their own published shifts, read-only.
 */
export function ShiftsPage() {
  const session = useSession();
  const canManage = isManager(session?.user.role);
  const nav = useCalendarNavigation();
  const { period, today } = nav;
  const query = useShifts(period);
  const dialogs = useShiftDialogs();
  const { dialog } = dialogs;
  const actions = canManage ? dialogs.actions : null;
  usePreloadOnIntent(ON_INTENT, canManage);

  return (
    <>
      <PageHeader title={text.title} subtitle={canManage ? text.subtitle : text.subtitleUser}>
        {canManage && (
          <ManagerActions
            weekView={period.view === 'week'}
            onCopy={dialogs.openCopy}
            onPublish={dialogs.openPublish}
            onCreate={() =>
              dialogs.actions.create({
                date: periodContains(period, today) ? today : firstDay(period),
              })
            }
          />
        )}
      </PageHeader>

      <Card className="overflow-hidden">
        <CalendarToolbar
          view={period.view}
          label={periodLabel(period)}
          refreshing={query.isFetching && !query.isPending}
          onToday={nav.goToday}
          onPrevious={nav.previous}
          onNext={nav.next}
          onViewChange={nav.setView}
        />
        <CalendarBody
          period={period}
          data={query.data}
          isPending={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          today={today}
          actions={actions}
          onOpenDay={(date) => nav.goTo('day', date)}
          anchor={nav.anchor}
          onShowDay={(date) => nav.goTo('week', date)}
        />
      </Card>

      {canManage && (
        <LazyDialog open={dialog.kind !== 'closed'} load={loadShiftDialogs} onClose={dialogs.close}>
          {(ShiftDialogs) => (
            <ShiftDialogs dialog={dialog} period={period} onClose={dialogs.close} />
          )}
        </LazyDialog>
      )}
    </>
  );
}
