import {
  createCredentialSchema,
  CREDENTIAL_CODE_MAX,
  CREDENTIAL_DESCRIPTION_MAX,
  CREDENTIAL_NAME_MAX,
  CREDENTIAL_PASSWORD_MAX,
  CREDENTIAL_USERNAME_MAX,
  CREDENTIAL_WEBSITE_MAX,
  type CreateCredential,
  type Credential,
} from '@app/contract/password-manager';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { SecretField } from '../../../components/ui/secret-field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver } from '../../../lib/form-resolver';
import { useRevealPassword } from '../api/reveal-password';
import { useCreateCredential, useUpdateCredential } from '../api/save-credential';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { isKeyInvalid, useVaultSession } from '../vault/vault-session';
import { PasswordGenerator } from './password-generator';

type FormValues = {
  name: string;
  username: string;
  password: string;
  code: string;
  website: string;
  description: string;
  privated: boolean;
};

const EMPTY: FormValues = {
  name: '',
  username: '',
  password: '',
  code: '',
  website: '',
  description: '',
  privated: false,
};

type FormModalProps = { item: Credential | null; onClose: () => void };

/**
 * 'Nueva credencial' / 'Editar credencial'. Editing first reads the password from `/password`
 * (DECISIONS §9: recorded as a reveal) and fills the form with it.
 */
export function CredentialFormModal({ item, onClose }: FormModalProps) {
  if (!item) return <CredentialForm item={null} password="" onClose={onClose} />;
  return <EditCredential item={item} onClose={onClose} />;
}

function EditCredential({ item, onClose }: { item: Credential; onClose: () => void }) {
  const reveal = useRevealPassword();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; password: string } | { kind: 'error'; message: string }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    reveal(item)
      .then((password) => {
        if (live) setState({ kind: 'ready', password });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isKeyInvalid(error)) onClose();
        else setState({ kind: 'error', message: errorMessage(error, text.revealError) });
      });
    return () => {
      live = false;
    };
    // Read once per opening (and per 'Reintentar'), not on every render of the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new onClose must not read it again
  }, [item.id, attempt]);

  if (state.kind === 'ready') {
    return <CredentialForm item={item} password={state.password} onClose={onClose} />;
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={text.editTitle}>
      {state.kind === 'loading' ? (
        <LoadingBlock label={text.loadingPassword} />
      ) : (
        <ErrorState
          message={state.message}
          onRetry={() => {
            setState({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      )}
    </Modal>
  );
}

function CredentialForm({ item, password, onClose }: FormModalProps & { password: string }) {
  const vault = useVaultSession();
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const saving = create.isPending || update.isPending;
  const [revealed, setRevealed] = useState(false);
  const form = useForm<FormValues, unknown, CreateCredential>({
    resolver: schemaResolver<FormValues, CreateCredential>(createCredentialSchema),
    defaultValues: item
      ? {
          name: item.name,
          username: item.username,
          password,
          code: item.code,
          website: item.website,
          description: item.description,
          privated: item.privated,
        }
      : EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = item
        ? await update.mutateAsync({ id: item.id, input: values })
        : await create.mutateAsync(values);
      void vault.insights.record(saved.data.id, saved.data.name, values.password);
      onClose();
    } catch (error) {
      // The toast says why (lib/notify.ts); a changed security password closes the vault.
      if (isKeyInvalid(error)) onClose();
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={item ? text.editTitle : text.createTitle}
      size="lg"
      onSubmit={(event) => void onSubmit(event)}
      footer={<ModalFooter onCancel={onClose} saving={saving} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.name}
          required
          maxLength={CREDENTIAL_NAME_MAX}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={text.username}
          required
          maxLength={CREDENTIAL_USERNAME_MAX}
          autoComplete="off"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <Controller
          control={form.control}
          name="password"
          render={({ field }) => (
            <div className="space-y-2 sm:col-span-2">
              <SecretField
                label={text.password}
                required
                autoComplete="new-password"
                maxLength={CREDENTIAL_PASSWORD_MAX}
                error={errors.password?.message}
                revealed={revealed}
                onRevealedChange={setRevealed}
                hint={field.value ? <PasswordStrengthMeter password={field.value} /> : undefined}
                {...field}
              />
              <PasswordGenerator
                onGenerate={(generated) => {
                  form.setValue('password', generated, { shouldValidate: true, shouldDirty: true });
                  setRevealed(true);
                }}
              />
            </div>
          )}
        />
        <TextField
          label={text.website}
          placeholder={text.websitePlaceholderForm}
          maxLength={CREDENTIAL_WEBSITE_MAX}
          autoComplete="off"
          spellCheck={false}
          error={errors.website?.message}
          {...form.register('website')}
        />
        <TextField
          label={text.code}
          maxLength={CREDENTIAL_CODE_MAX}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextareaField
          label={text.description}
          maxLength={CREDENTIAL_DESCRIPTION_MAX}
          containerClassName="sm:col-span-2"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="sm:col-span-2">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              {...form.register('privated')}
            />
            {text.privated}
          </label>
          <p className="mt-1 text-xs text-slate-500">{text.privatedHint}</p>
        </div>
      </div>
    </Modal>
  );
}
