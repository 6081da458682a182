import { updateMeSchema } from '@app/contract/auth';
import type { User } from '@app/contract/users';
import { USER_NAME_MAX } from '@app/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { ROLE_LABELS } from '../../../lib/roles';
import { useUpdateMe } from '../api/update-me';
import { accountMessages as text } from '../account-messages';

/** 'Datos personales': the name the user changes; email and role shown, changed by an admin. */
export function NameForm({ user }: { user: User }) {
  const headingId = useId();
  const update = useUpdateMe();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(updateMeSchema),
    defaultValues: { name: user.name },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: (answer) => form.reset({ name: answer.result.name }) }),
  );

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {text.nameSection}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-slate-500">{text.email}</dt>
            <dd className="truncate font-medium text-slate-900" title={user.email}>
              {user.email}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{text.role}</dt>
            <dd className="font-medium text-slate-900">{ROLE_LABELS[user.role]}</dd>
          </div>
        </dl>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label={text.name}
            autoComplete="name"
            required
            maxLength={USER_NAME_MAX}
            error={errors.name?.message}
            {...form.register('name')}
          />
          {update.isError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {errorMessage(update.error, text.nameError)}
            </p>
          )}
          <Button
            type="submit"
            disabled={update.isPending || !isDirty}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? text.savingName : text.saveName}
          </Button>
        </form>
      </section>
    </Card>
  );
}
