import type { PunchException } from '@app/contract/punch-exceptions';
import { dateFromCalendarId } from '@app/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { punchRecordsQueryOptions } from '../api/get-punch-records';
import { CorrectionRequestDialog } from '../corrections/correction-request-dialog';
import { correctionApplies } from '../utils/correction-form';
import { exceptionMessages as text } from './exceptions-messages';

type ExceptionCorrectionProps = { exception: PunchException; onClose: () => void };

/**
 * 'Corregir' from an exception: a punch without exit opens its correction with the punch's times
 * (read first: the exception names only its id); a no-show opens the missing punch of that day.
 */
export function ExceptionCorrection({ exception, onClose }: ExceptionCorrectionProps) {
  const me = useSession()?.user;
  const day = dateFromCalendarId(exception.calendarDateId);
  const punches = useQuery({
    ...punchRecordsQueryOptions({
      fromDate: day,
      toDate: day,
      usersIds: [exception.userId],
      page: 1,
      limit: 10,
    }),
    enabled: exception.punchId !== undefined,
  });
  if (!me) return null;
  const applies = correctionApplies(me.role, me.id, exception.userId);
  const onOpenChange = (open: boolean) => !open && onClose();
  if (exception.punchId === undefined) {
    return (
      <CorrectionRequestDialog
        open
        onOpenChange={onOpenChange}
        applies={applies}
        target={{
          kind: 'day',
          userId: exception.userId,
          userName: exception.userName,
          calendarDateId: exception.calendarDateId,
        }}
      />
    );
  }
  const punch = punches.data?.rows.find((row) => row.id === exception.punchId);
  if (!punch) {
    return (
      <Modal open onOpenChange={onOpenChange} title={text.correct} size="sm">
        {punches.isPending ? (
          <LoadingBlock label={text.loadingPunch} />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            {text.punchLoadError}
          </p>
        )}
      </Modal>
    );
  }
  return (
    <CorrectionRequestDialog
      open
      onOpenChange={onOpenChange}
      applies={applies}
      target={{ kind: 'punch', punch }}
    />
  );
}
