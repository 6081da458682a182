import type { Punch } from '@app/contract/punches';
import { Modal } from '../../../components/ui/modal';
import { PunchHistoryView } from '../history/punch-history-view';
import { punchDate } from '../utils/punch-format';
import { managementMessages as text } from './management-messages';

type HistoryModalProps = { punch: Punch; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Historial' of a punch from a row of the records: every change, who, when and why. */
export function HistoryModal({ punch, open, onOpenChange }: HistoryModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={text.history}
      description={`${punch.user} · ${punchDate(punch.calendarDateId)}`}
      size="lg"
    >
      {open && <PunchHistoryView punchId={punch.id} />}
    </Modal>
  );
}
