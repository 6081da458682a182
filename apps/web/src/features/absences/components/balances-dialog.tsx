import { ABSENCE_TYPES, type Balance } from '@app/contract/absences';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { companyToday } from '../../../lib/company-time';
import { schemaResolver } from '../../../lib/form-resolver';
import { useActiveUsers } from '../../users/api/get-active-users';
import { useBalances } from '../api/get-balances';
import { useSetBalances } from '../api/set-balances';
import { absenceMessages as text } from '../absences-messages';
import {
  balanceChanges,
  balanceFormValues,
  readBalanceDays,
  type BalanceFormValues,
} from '../utils/balance-form';
import { DialogAlert } from '../../../components/ui/dialog-alert';

const days = z.string().refine((value) => readBalanceDays(value).ok, text.badBalance);
const balancesSchema = z.object({ vacation: days, sick: days, personal: days, other: days });

/**
 * 'Saldos anuales' (admin): a person's yearly balance per type, in working days; empty is no
 * limit. What is used (approved, pending) and what remains is said under each.
 */
export function BalancesDialog({ onClose }: { onClose: () => void }) {
  const users = useActiveUsers();
  const thisYear = Number(companyToday().slice(0, 4));
  const [userId, setUserId] = useState<number | null>(null);
  const [year, setYear] = useState(thisYear);
  const balances = useBalances(year, userId ?? undefined, userId !== null);
  const years = [thisYear - 1, thisYear, thisYear + 1];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.balancesDialogTitle}
      description={text.balancesIntro}
      size="md"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <SelectField
          label={text.user}
          value={userId === null ? '' : String(userId)}
          placeholder={text.userPlaceholder}
          options={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          onChange={(event) => setUserId(event.target.value ? Number(event.target.value) : null)}
        />
        <SelectField
          label={text.balanceYear}
          value={String(year)}
          options={years.map((value) => ({ value: String(value), label: String(value) }))}
          onChange={(event) => setYear(Number(event.target.value))}
        />
      </div>
      <div className="mt-4">
        {userId === null ? (
          <p className="text-sm text-slate-500">{text.balanceChoose}</p>
        ) : balances.isPending ? (
          <LoadingBlock label={text.balancesLoading} />
        ) : balances.isError ? (
          <ErrorState message={text.balancesError} onRetry={() => void balances.refetch()} />
        ) : (
          <BalancesForm
            key={`${userId}-${year}`}
            userId={userId}
            year={year}
            saved={balances.data}
            onClose={onClose}
          />
        )}
      </div>
    </Modal>
  );
}

function BalancesForm({
  userId,
  year,
  saved,
  onClose,
}: {
  userId: number;
  year: number;
  saved: Balance[];
  onClose: () => void;
}) {
  const mutation = useSetBalances();
  const [notice, setNotice] = useState('');
  const form = useForm<BalanceFormValues>({
    resolver: schemaResolver<BalanceFormValues, BalanceFormValues>(balancesSchema),
    defaultValues: balanceFormValues(saved),
  });
  const save = form.handleSubmit(async (values) => {
    setNotice('');
    const { changes } = balanceChanges(userId, year, saved, values);
    if (changes.length === 0) {
      setNotice(text.nothingChanged);
      return;
    }
    try {
      await mutation.mutateAsync(changes);
      onClose();
    } catch (error) {
      setNotice(errorMessage(error, text.balanceSaveError));
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
      <DialogAlert>{notice}</DialogAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        {ABSENCE_TYPES.map((type) => {
          const balance = saved.find((entry) => entry.type === type);
          return (
            <TextField
              key={type}
              label={text.balanceDays(text.typeLabels[type])}
              inputMode="numeric"
              placeholder={text.balanceNone}
              hint={
                balance
                  ? text.balanceUsage(balance.approved, balance.pending, balance.remaining)
                  : undefined
              }
              error={form.formState.errors[type]?.message}
              {...form.register(type)}
            />
          );
        })}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
        <ModalFooter onCancel={onClose} saving={mutation.isPending} />
      </div>
    </form>
  );
}
