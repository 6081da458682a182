import { REQUIRED } from '@app/contract/common';
import {
  createNotebookSchema,
  NOTEBOOK_DESCRIPTION_MAX,
  NOTEBOOK_LINK_MAX,
  NOTEBOOK_PASSWORD_MAX,
  NOTEBOOK_TEXT_MAX,
  NOTEBOOK_TITLE_MAX,
  updateNotebookSchema,
  type CreateNotebook,
  type CreateNotebookInput,
  type Notebook,
  type NotebookType,
  type UpdateNotebook,
} from '@app/contract/notebooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/form-field';
import { Modal, ModalFooter } from '../../../components/ui/modal';
import { SecretField } from '../../../components/ui/secret-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateNotebook } from '../api/create-notebook';
import { notebookSecretQueryOptions } from '../api/get-notebook-secret';
import { useUpdateNotebook } from '../api/update-notebook';
import { NOTEBOOK_MESSAGES, notebookMessages as text } from '../notebooks-messages';
import { SubCategoryField } from './sub-category-field';

type FormValues = {
  type: NotebookType;
  title: string;
  email: string;
  password: string;
  link: string;
  description: string;
  text: string;
  subCategoryId: string;
};

const defaults = (type: NotebookType, item: Notebook | null): FormValues => ({
  type,
  title: item?.title ?? '',
  email: item?.type === 'email' ? item.email : '',
  password: '',
  link: item?.type === 'link' ? item.link : '',
  description: item && item.type !== 'email' ? item.description : '',
  text: item?.type === 'template' ? item.text : '',
  subCategoryId: item?.subCategoryId ? String(item.subCategoryId) : '',
});

type Output = CreateNotebook | UpdateNotebook;

/**
 * The contract's schema, and 'Requerido' (SPEC §5) rather than the invalid-address text for a
 * mailbox address left blank.
 */
function formResolver(schema: z.ZodType<Output>): Resolver<FormValues, unknown, Output> {
  const base = schemaResolver<FormValues, Output>(schema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.type !== 'email' || values.email.trim() !== '') return result;
    return {
      values: {},
      errors: { ...result.errors, email: { type: 'required', message: REQUIRED } },
    };
  };
}

type NotebookFormModalProps = { type: NotebookType; item: Notebook | null; onClose: () => void };

/**
 * Create and edit of the three managers (SPEC §5), with the contract's rules ('Requerido', the
 * link check, the limits): a mailbox has name, address and password; a link has title, address
 * and an optional description; a template has title, description and text. Editing a mailbox
 * fills its password from the server, masked with a reveal toggle (DECISIONS §8).
 */
export function NotebookFormModal({ type, item, onClose }: NotebookFormModalProps) {
  const messages = NOTEBOOK_MESSAGES[type];
  const create = useCreateNotebook(type);
  const update = useUpdateNotebook(type);
  const saving = create.isPending || update.isPending;
  const secret = useQuery({
    ...notebookSecretQueryOptions(item?.id ?? 0),
    enabled: item?.type === 'email',
  });
  const form = useForm<FormValues, unknown, CreateNotebook | UpdateNotebook>({
    resolver: formResolver(item ? updateNotebookSchema : createNotebookSchema),
    defaultValues: defaults(type, item),
  });
  const { errors } = form.formState;

  // The password arrives after the form opens; what the user typed meanwhile is kept.
  useEffect(() => {
    if (secret.data !== undefined && !form.getFieldState('password').isDirty) {
      form.setValue('password', secret.data);
    }
  }, [secret.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync({ id: item.id, input: values });
      else await create.mutateAsync(values as CreateNotebookInput);
      onClose();
    } catch {
      // The toast says why (lib/notify.ts); the dialog stays open with what was typed.
    }
  });

  const passwordLoading = item?.type === 'email' && secret.isPending;
  // An email's name is optional on edit (SPEC §5); every other title is required.
  const titleRequired = !(item && type === 'email');

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={item ? messages.editTitle : messages.createTitle}
      onSubmit={(event) => void onSubmit(event)}
      footer={<ModalFooter onCancel={onClose} saving={saving} />}
      size={type === 'template' ? 'lg' : 'md'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={type === 'email' ? text.fields.emailTitle : text.fields.title}
          required={titleRequired}
          maxLength={NOTEBOOK_TITLE_MAX}
          autoComplete="off"
          containerClassName="sm:col-span-2"
          error={errors.title?.message}
          {...form.register('title')}
        />
        {type === 'email' && (
          <>
            <TextField
              type="email"
              label={text.fields.email}
              required
              autoComplete="off"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <SecretField
              label={text.fields.password}
              required
              maxLength={NOTEBOOK_PASSWORD_MAX}
              autoComplete="new-password"
              disabled={passwordLoading}
              hint={passwordLoading ? text.secretLoading : undefined}
              error={errors.password?.message}
              {...form.register('password')}
            />
          </>
        )}
        {type === 'link' && (
          <>
            <TextField
              label={text.fields.link}
              required
              maxLength={NOTEBOOK_LINK_MAX}
              inputMode="url"
              autoComplete="off"
              containerClassName="sm:col-span-2"
              hint={text.fields.linkHint}
              error={errors.link?.message}
              {...form.register('link')}
            />
            <TextareaField
              label={text.fields.descriptionOptional}
              maxLength={NOTEBOOK_DESCRIPTION_MAX}
              containerClassName="sm:col-span-2"
              error={errors.description?.message}
              {...form.register('description')}
            />
          </>
        )}
        {type === 'template' && (
          <>
            <TextareaField
              label={text.fields.description}
              required
              rows={2}
              maxLength={NOTEBOOK_DESCRIPTION_MAX}
              containerClassName="sm:col-span-2"
              error={errors.description?.message}
              {...form.register('description')}
            />
            <TextareaField
              label={text.fields.text}
              required
              rows={8}
              maxLength={NOTEBOOK_TEXT_MAX}
              containerClassName="sm:col-span-2"
              hint={text.fields.textHint}
              error={errors.text?.message}
              {...form.register('text')}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="subCategoryId"
          render={({ field }) => (
            <SubCategoryField
              feature={type}
              value={field.value}
              onChange={field.onChange}
              error={errors.subCategoryId?.message}
            />
          )}
        />
      </div>
    </Modal>
  );
}
