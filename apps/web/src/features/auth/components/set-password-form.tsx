import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema, PASSWORD_MAX, type SetPasswordInput } from '@app/contract/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { authMessages as text } from '../auth-messages';
import { PasswordStrengthMeter } from './password-strength-meter';

const formSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: text.passwordsDiffer,
  });
type FormValues = z.input<typeof formSchema>;

type SetPasswordFormProps = {
  token: string;
  submitLabel: string;
  /** Calls the server; rejects with its error, shown under the form. */
  mutation: {
    mutate: (input: SetPasswordInput, options: { onSuccess: () => void }) => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
  onDone: () => void;
};

/** Two password fields with the strength meter, for the verify-account and reset screens. */
export function SetPasswordForm({ token, submitLabel, mutation, onDone }: SetPasswordFormProps) {
  const meterId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const serverError = mutation.isError ? errorMessage(mutation.error, text.passwordError) : null;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate({ token, password: values.password }, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="space-y-2">
        <TextField
          label={text.newPassword}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          maxLength={PASSWORD_MAX}
          error={errors.password?.message}
          hint="Al menos 8 caracteres. Una frase larga es más segura."
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password} id={meterId} />
      </div>
      <TextField
        label={text.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        error={errors.confirm?.message}
        {...form.register('confirm')}
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
