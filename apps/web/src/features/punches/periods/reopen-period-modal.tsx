import { reopenPeriodSchema } from '@app/contract/periods';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useReopenPeriod } from '../api/periods';
import { DialogAlert } from '../../../components/ui/dialog-alert';
import { periodMessages as text } from './periods-messages';

type ReopenValues = { reason: string };

/** 'Reabrir': the reason is required (3–500 characters); it enters the history. */
export function ReopenPeriodModal({ month, onClose }: { month: string; onClose: () => void }) {
  const reopen = useReopenPeriod();
  const [refusal, setRefusal] = useState('');
  const form = useForm<ReopenValues>({
    resolver: schemaResolver<ReopenValues, ReopenValues>(reopenPeriodSchema),
    defaultValues: { reason: '' },
  });
  const save = form.handleSubmit(async ({ reason }) => {
    setRefusal('');
    try {
      await reopen.mutateAsync({ month, reason });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, text.reopenError));
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !reopen.isPending) onClose();
      }}
      title={text.reopenTitle(month)}
      onSubmit={(event) => void save(event)}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={reopen.isPending}
          submitLabel={text.reopen}
          savingLabel={text.reopening}
        />
      }
    >
      <DialogAlert>{refusal}</DialogAlert>
      <TextareaField
        label={text.reason}
        required
        maxLength={500}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </Modal>
  );
}
