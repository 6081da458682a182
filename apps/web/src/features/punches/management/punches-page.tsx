import * as Tabs from '@radix-ui/react-tabs';
import { ChartColumn, ListChecks } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { isManager } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { cn } from '../../../lib/utils';
import { PunchAnalysis } from '../analysis/punch-analysis';
import { usePunchScreen } from '../hooks/use-punch-screen';
import { punchMessages as text } from '../punches-messages';
import type { PunchTab } from '../utils/punch-filter';
import { PunchFilterBar } from './punch-filter-bar';
import { PunchRecords } from './punch-records';

const tabClass = cn(
  'inline-flex items-center gap-2 border-b-2 border-transparent px-3 pt-2 pb-2.5 text-sm font-medium text-slate-500 transition-colors',
  'hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/**
 * 'Gestión de Punches' (SPEC §2): one filter (range and, for admin and office, users) over two
 * tabs, 'Registros' and 'Análisis'. A usuario sees only their own punches (the server makes sure).
 */
export function PunchesPage() {
  const session = useSession();
  const manager = isManager(session?.user.role);
  const screen = usePunchScreen();

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.pageTitle}
        subtitle={manager ? text.pageSubtitleManager : text.pageSubtitleOwn}
      />
      <PunchFilterBar filter={screen.filter} onChange={screen.setFilter} canPickUsers={manager} />
      <Tabs.Root value={screen.tab} onValueChange={(tab) => screen.setTab(tab as PunchTab)}>
        <Tabs.List
          aria-label={text.pageTitle}
          className="mb-4 flex gap-2 border-b border-slate-200"
        >
          <Tabs.Trigger value="records" className={tabClass}>
            <ListChecks className="size-4" aria-hidden="true" />
            {text.tabRecords}
          </Tabs.Trigger>
          <Tabs.Trigger value="analysis" className={tabClass}>
            <ChartColumn className="size-4" aria-hidden="true" />
            {text.tabAnalysis}
          </Tabs.Trigger>
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
      </Tabs.Root>
    </div>
  );
}
