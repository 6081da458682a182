import { dateFromCalendarId } from '@app/contract/dates';
import type { PunchException } from '@app/contract/punch-exceptions';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ExceptionCorrection } from '../exceptions/exception-correction';
import { PunchExceptions } from '../exceptions/punch-exceptions';
import { PeriodsPanel } from '../periods/periods-panel';
import { CorrectionsReview } from '../review/corrections-review';
import type { useManagementScreen } from './use-management-screen';

type ManagerTabsProps = {
  screen: ReturnType<typeof useManagementScreen>;
  /** Only the admin closes and reopens months. */
  canClosePeriods: boolean;
};

/**
 * The managers' tabs of the attendance record: 'Correcciones', 'Incidencias' (each row resolved
 * where it is fixed) and 'Periodos'.
 */
export function ManagerTabs({ screen, canClosePeriods }: ManagerTabsProps) {
  const [correcting, setCorrecting] = useState<PunchException | null>(null);
  const actions = {
    correct: setCorrecting,
    // The pending request opens in 'Correcciones', filtered to its worker.
    review: (e: PunchException) =>
      screen.update({
        tab: 'corrections',
        page: 1,
        review: { status: 'pending', userId: e.userId },
        correctionId: e.correctionId ?? null,
      }),
    // A late entry or early exit: the punch itself, in 'Registros'.
    view: (e: PunchException) => {
      const day = dateFromCalendarId(e.calendarDateId);
      screen.update({
        tab: 'records',
        page: 1,
        filter: { fromDate: day, toDate: day, usersIds: [e.userId] },
      });
    },
  };
  return (
    <>
      <Tabs.Content value="corrections" className="focus-visible:outline-none">
        <CorrectionsReview
          state={{ ...screen.review, page: screen.page }}
          onChange={({ page, ...review }) =>
            screen.update({
              review: { ...screen.review, ...review },
              page: page ?? 1,
              correctionId: null,
            })
          }
          openId={screen.correctionId}
        />
      </Tabs.Content>
      <Tabs.Content value="exceptions" className="focus-visible:outline-none">
        <PunchExceptions
          filter={screen.filter}
          type={screen.exceptionType}
          page={screen.page}
          onTypeChange={(exceptionType) => screen.update({ exceptionType, page: 1 })}
          onPageChange={screen.setPage}
          actions={actions}
        />
        {correcting && (
          <ExceptionCorrection exception={correcting} onClose={() => setCorrecting(null)} />
        )}
      </Tabs.Content>
      <Tabs.Content value="periods" className="focus-visible:outline-none">
        <PeriodsPanel canChange={canClosePeriods} />
      </Tabs.Content>
    </>
  );
}
