import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@app/contract/auth';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { authMessages as text } from '../auth-messages';

type LoginFormProps = { onSuccess: () => void; onForgotPassword: () => void };

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const serverError = loginMutation.isError
    ? errorMessage(loginMutation.error, text.loginError)
    : null;

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess,
      onError: (error) => notify.error(errorMessage(error, text.loginError)),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {text.forgotLink}
        </button>
      </div>
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <Button
        type="submit"
        className="w-full"
        disabled={loginMutation.isPending}
        aria-busy={loginMutation.isPending || undefined}
      >
        {loginMutation.isPending ? text.loginBusy : text.loginSubmit}
      </Button>
    </form>
  );
}
