import { ACCOUNT_TEXTS, changePasswordSchema, PASSWORD_MAX } from '@app/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { NewPasswordFields, passwordsMatch } from '../../../components/ui/new-password-fields';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import { accountMessages as text } from '../account-messages';

const formSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine(...passwordsMatch('newPassword'));
type FormValues = { currentPassword: string; newPassword: string; confirm: string };
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * 'Cambiar contraseña': the current password, the new one with the strength meter, and its
 * confirmation. A wrong current password is said under its field; any other refusal under the
 * form — once, never also in a toast.
 */
export function PasswordForm() {
  const headingId = useId();
  const change = useChangePassword();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const wrongCurrent =
    change.error instanceof ApiError &&
    change.error.serverMessage === ACCOUNT_TEXTS.wrongCurrentPassword;
  const formError =
    change.isError && !wrongCurrent ? errorMessage(change.error, text.passwordError) : null;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword: next }) =>
    change.mutate(
      { currentPassword, newPassword: next },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.serverMessage === ACCOUNT_TEXTS.wrongCurrentPassword
          ) {
            form.setError(
              'currentPassword',
              { message: error.serverMessage },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="space-y-1">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {text.passwordSection}
          </h2>
          <p className="text-sm text-slate-500">{text.passwordIntro}</p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields
            password={form.register('newPassword')}
            confirm={form.register('confirm')}
            value={newPassword}
            errors={{ password: errors.newPassword?.message, confirm: errors.confirm?.message }}
            confirmLabel={text.confirmPassword}
          />
          {formError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {formError}
            </p>
          )}
          <Button
            type="submit"
            disabled={change.isPending}
            aria-busy={change.isPending || undefined}
          >
            {change.isPending ? text.changingPassword : text.changePassword}
          </Button>
        </form>
      </section>
    </Card>
  );
}
