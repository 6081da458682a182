import { Info } from 'lucide-react';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { usePublishShifts, type PublishAction } from '../api/publish-shifts';
import { shiftMessages as text } from '../shifts-messages';
import { periodLabel, type ShiftsPeriod } from '../utils/period';

type PublishModalProps = { action: PublishAction; period: ShiftsPeriod; onClose: () => void };

/** Confirms publishing or unpublishing every shift of the day, week or month on screen. */
export function PublishModal({ action, period, onClose }: PublishModalProps) {
  const mutation = usePublishShifts(action);
  const publish = action === 'publish';
  const saving = mutation.isPending;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={publish ? text.publishTitle : text.unpublishTitle}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={publish ? text.publish.confirmPublish : text.publish.confirmUnpublish}
          savingLabel={publish ? text.publish.busyPublish : text.publish.busyUnpublish}
          onConfirm={() => mutation.mutate(period, { onSuccess: onClose })}
        />
      }
    >
      <div className="space-y-4">
        <TextField
          label={text.publish.period}
          value={text.publish.periodText[period.view](periodLabel(period))}
          readOnly
        />
        <p className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {publish ? text.publish.publishInfo : text.publish.unpublishInfo}
        </p>
      </div>
    </Modal>
  );
}
