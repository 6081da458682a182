import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema, type PasswordSetResponse, type VerifyUserInput } from '@app/contract/auth';
import { emailSchema, requiredText } from '@app/contract/common';
import { USER_NAME_MAX } from '@app/contract/users';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { NewPasswordFields, passwordsMatch } from '../../../components/ui/new-password-fields';
import { errorMessage } from '../../../lib/api-error';
import { authMessages as text } from '../auth-messages';

/** An emailed link: only the passwords count (name and email stay empty and are not sent). */
const passwordsSchema = z
  .object({ name: z.string(), email: z.string(), password: passwordSchema, confirm: z.string() })
  .refine(...passwordsMatch('password'));
/** The first admin's setup (DECISIONS §1) asks for the admin's name and email as well. */
const firstAdminSchema = z
  .object({
    name: requiredText(USER_NAME_MAX),
    email: emailSchema,
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine(...passwordsMatch('password'));
type FormValues = { name: string; email: string; password: string; confirm: string };

/** Who the first admin's link sets up: the configured name and email, when there are any. */
export type AdminIdentity = { name: string | null; email: string | null };

type SetPasswordFormProps = {
  token: string;
  submitLabel: string;
  /** Set for the first admin's one-time link: the form asks for name and email too. */
  identity?: AdminIdentity;
  /** Calls the server; rejects with its error, shown under the form. */
  mutation: {
    mutate: (
      input: VerifyUserInput,
      options: { onSuccess: (answer: PasswordSetResponse) => void },
    ) => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
  /** With the email of the account whose password was set. */
  onDone: (email: string) => void;
};

/**
 * Two password fields with the strength meter, for the verify-account and reset screens; with
 * `identity`, the first admin's name and email above them.
 */
export function SetPasswordForm({
  token,
  submitLabel,
  identity,
  mutation,
  onDone,
}: SetPasswordFormProps) {
  const form = useForm<FormValues>({
    resolver: zodResolver(identity ? firstAdminSchema : passwordsSchema),
    defaultValues: {
      name: identity?.name ?? '',
      email: identity?.email ?? '',
      password: '',
      confirm: '',
    },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const serverError = mutation.isError ? errorMessage(mutation.error, text.passwordError) : null;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      identity
        ? { token, password: values.password, name: values.name.trim(), email: values.email.trim() }
        : { token, password: values.password },
      { onSuccess: (answer) => onDone(answer.email) },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {identity && (
        <>
          <TextField
            label={text.adminName}
            autoComplete="name"
            autoFocus
            required
            maxLength={USER_NAME_MAX}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={text.adminEmail}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
        </>
      )}
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirm')}
        value={password}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        autoFocus={!identity}
      />
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <Button
        type="submit"
        className="w-full"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? text.passwordBusy : submitLabel}
      </Button>
    </form>
  );
}
