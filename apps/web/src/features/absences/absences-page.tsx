import { CalendarPlus, Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { isManager } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { absenceMessages as text } from './absences-messages';
import { AbsenceMonthView } from './components/absence-month-view';
import { AbsenceRequestDialog } from './components/absence-request-dialog';
import { BalancesDialog } from './components/balances-dialog';
import { MyAbsences } from './components/my-absences';
import { MyBalances } from './components/my-balances';
import { PendingAbsences } from './components/pending-absences';
import { useAbsencesAddress } from './hooks/use-absences-address';

type Dialog = 'request' | 'balances' | null;

/**
 * 'Ausencias' (DECISIONS §11). A usuario: their balances, 'Mis solicitudes' and 'Solicitar
 * ausencia'. Admin and office: the pending requests first, 'Registrar ausencia' for anyone and the
 * month of who is away; an admin also edits the yearly balances ('Saldos'). A notification's link
 * (`?ausencia=ID`) marks that absence, or opens its decision.
 */
export function AbsencesPage() {
  const session = useSession();
  const role = session?.user.role;
  const manager = isManager(role);
  const [state, setState] = useAbsencesAddress();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <div className="mx-auto max-w-[1400px] space-y-6">
      <PageHeader
        title={text.title}
        subtitle={manager ? text.subtitleManager : text.subtitleOwn}
        action={{
          label: manager ? text.registerLabel : text.requestLabel,
          icon: <CalendarPlus className="size-4" aria-hidden="true" />,
          onClick: () => setDialog('request'),
        }}
      >
        {role === 'admin' && (
          <Button variant="secondary" onClick={() => setDialog('balances')}>
            <Scale className="size-4" aria-hidden="true" />
            {text.balances}
          </Button>
        )}
      </PageHeader>
      {manager ? (
        <>
          <PendingAbsences
            page={state.page}
            onPageChange={(page) => setState({ page })}
            viewerId={session?.user.id ?? 0}
            isAdmin={role === 'admin'}
            linked={state.linked}
          />
          <AbsenceMonthView
            state={state}
            onChange={(next) => setState({ ...next, page: state.page })}
          />
        </>
      ) : (
        <>
          <MyBalances />
          <MyAbsences linked={state.linked} />
        </>
      )}
      {dialog === 'request' && (
        <AbsenceRequestDialog registers={manager} onClose={() => setDialog(null)} />
      )}
      {dialog === 'balances' && <BalancesDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
