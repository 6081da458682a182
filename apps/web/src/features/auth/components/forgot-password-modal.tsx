import { forgotPasswordSchema } from '@app/contract/auth';
import { useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { authMessages as text } from '../auth-messages';

/** The local checks of SPEC §5: empty, then no '@'. */
function validate(email: string): string | null {
  if (!email.trim()) return text.forgotEmpty;
  if (!email.includes('@')) return text.forgotInvalid;
  return null;
}

type ForgotPasswordModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail?: string;
};

/** 'Recuperar Contraseña': asks the email and sends the reset link. */
export function ForgotPasswordModal({
  open,
  onOpenChange,
  initialEmail = '',
}: ForgotPasswordModalProps) {
  const mutation = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const localError = validate(email);
  const shownError = submitError ?? (touched ? localError : null);

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      setTouched(false);
      setSubmitError(null);
      mutation.reset();
    }
    onOpenChange(next);
  };

  const submit = () => {
    setTouched(true);
    if (localError) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setSubmitError(parsed.error.issues[0]?.message ?? text.forgotInvalid);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(text.forgotSent);
        notify.info(text.forgotSentDetail(parsed.data.email));
        close(false);
      },
      onError: (error) => {
        const message = errorMessage(error, text.forgotError);
        setSubmitError(message);
        notify.error(message);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={text.forgotTitle}
      description={text.forgotIntro}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      footer={
        <ModalFooter
          onCancel={() => close(false)}
          saving={mutation.isPending}
          submitLabel={text.forgotSubmit}
          savingLabel={text.forgotBusy}
          submitDisabled={localError !== null}
        />
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setSubmitError(null);
        }}
        onBlur={() => setTouched(true)}
        error={shownError ?? undefined}
      />
    </Modal>
  );
}
