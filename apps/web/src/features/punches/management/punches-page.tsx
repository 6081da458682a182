import * as Tabs from '@radix-ui/react-tabs';
import {
  CalendarCheck,
  ChartColumn,
  ClipboardCheck,
  ListChecks,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { isManager } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { cn } from '../../../lib/utils';
import { PunchAnalysis } from '../analysis/punch-analysis';
import { MyCorrections } from '../corrections/my-corrections';
import { punchMessages as text } from '../punches-messages';
import type { PunchTab } from '../utils/punch-filter';
import { TimesheetButton } from '../timesheets/timesheet-dialog';
import { ManagerTabs } from './manager-tabs';
import { managementMessages as more } from './management-messages';
import { PunchFilterBar } from './punch-filter-bar';
import { PunchRecords } from './punch-records';
import { useManagementScreen } from './use-management-screen';

const tabClass = cn(
  'inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 pt-2 pb-2.5 text-sm font-medium text-slate-500 transition-colors',
  'hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/** The tabs that read the page's range and users. */
const FILTERED: readonly PunchTab[] = ['records', 'analysis', 'exceptions'];

/**
 * 'Gestión de Punches' (SPEC §2, DECISIONS §10): one filter (range and, for admin and office,
 * users) over 'Registros' and 'Análisis'; admin and office also get 'Correcciones', 'Incidencias'
 * and 'Periodos', a usuario 'Mis solicitudes'. The tab lives in the address (`?vista=`), as
 * notifications link to it. A usuario sees only their own punches (the server makes sure).
 */
export function PunchesPage() {
  const session = useSession();
  const manager = isManager(session?.user.role);
  const screen = useManagementScreen();
  const tabs: { value: PunchTab; label: string; Icon: typeof ListChecks }[] = [
    { value: 'records', label: text.tabRecords, Icon: ListChecks },
    { value: 'analysis', label: text.tabAnalysis, Icon: ChartColumn },
    manager
      ? { value: 'corrections', label: more.tabCorrections, Icon: ClipboardCheck }
      : { value: 'corrections', label: more.tabMyRequests, Icon: ClipboardCheck },
    ...(manager
      ? [
          { value: 'exceptions' as const, label: more.tabExceptions, Icon: TriangleAlert },
          { value: 'periods' as const, label: more.tabPeriods, Icon: CalendarCheck },
        ]
      : []),
  ];
  // A usuario's address may name a managers' tab: it shows the records instead.
  const tab = tabs.some((entry) => entry.value === screen.tab) ? screen.tab : 'records';
  // On a phone the tabs scroll sideways: the chosen one (from a link too) is brought into view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.pageTitle}
        subtitle={manager ? text.pageSubtitleManager : text.pageSubtitleOwn}
      >
        {session && <TimesheetButton me={session.user} manager={manager} />}
      </PageHeader>
      {FILTERED.includes(tab) && (
        <PunchFilterBar filter={screen.filter} onChange={screen.setFilter} canPickUsers={manager} />
      )}
      <Tabs.Root value={tab} onValueChange={(next) => screen.setTab(next as PunchTab)}>
        <Tabs.List
          ref={tabList}
          aria-label={text.pageTitle}
          className="mb-4 flex gap-2 overflow-x-auto border-b border-slate-200"
        >
          {tabs.map(({ value, label, Icon }) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="records" className="focus-visible:outline-none">
          <PunchRecords
            filter={screen.filter}
            page={screen.page}
            onPageChange={screen.setPage}
            showUser={manager}
          />
        </Tabs.Content>
        <Tabs.Content value="analysis" className="focus-visible:outline-none">
          <PunchAnalysis filter={screen.filter} />
        </Tabs.Content>
        {manager ? (
          <ManagerTabs screen={screen} canClosePeriods={session?.user.role === 'admin'} />
        ) : (
          <Tabs.Content value="corrections" className="focus-visible:outline-none">
            <MyCorrections />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}
