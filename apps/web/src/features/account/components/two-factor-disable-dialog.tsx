import { PASSWORD_MAX } from '@app/contract/auth';
import { totpDisableSchema, type TotpDisableInput } from '@app/contract/mfa';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { RefusalAlert } from '../../../components/ui/refusal-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDisableTotp } from '../api/mfa-totp';
import type { TwoFactorDialogProps } from './two-factor-dialog-props';
import { twoFactorMessages as text } from './two-factor-messages';

type Errors = Partial<Record<keyof TotpDisableInput, string>>;

/** 'Desactivar': the password and a code (of the app, or a recovery code). */
export function TwoFactorDisableDialog({ open, onClose }: TwoFactorDialogProps) {
  const disable = useDisableTotp();
  const [values, setValues] = useState<TotpDisableInput>({ password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = totpDisableSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TotpDisableInput;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = next.password ? 'password' : 'code';
      document.querySelector<HTMLInputElement>(`[name="disable-${first}"]`)?.focus();
      return;
    }
    setErrors({});
    disable.mutate(parsed.data, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={text.disableTitle}
      description={text.disableIntro}
      onSubmit={onSubmit}
      footer={
        <ModalFooter
          onCancel={onClose}
          saving={disable.isPending}
          submitLabel={text.disableSubmit}
          savingLabel={text.disabling}
          cancelLabel={text.cancel}
          variant="danger"
        />
      }
    >
      <div className="space-y-4">
        <TextField
          label={text.password}
          type="password"
          name="disable-password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <TextField
          label={text.disableCode}
          name="disable-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          className="font-mono"
          value={values.code}
          error={errors.code}
          onChange={(event) => setValues({ ...values, code: event.target.value })}
        />
        {disable.isError && (
          <RefusalAlert>{errorMessage(disable.error, text.disableError)}</RefusalAlert>
        )}
      </div>
    </Modal>
  );
}
