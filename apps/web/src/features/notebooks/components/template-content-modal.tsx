import type { TemplateItem } from '@app/contract/notebooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { notebookMessages as text } from '../notebooks-messages';
import { fillPlaceholders, placeholderNames } from '../utils/placeholders';

/**
 * 'Ver contenido' (SPEC §2): the template's text and a copy button. Beyond the seed, each
 * placeholder (`{{nombre}}`) gets a field, and the text shown and copied is the filled one.
 */
export function TemplateContentModal({
  item,
  onClose,
}: {
  item: TemplateItem;
  onClose: () => void;
}) {
  const names = placeholderNames(item.text);
  const [values, setValues] = useState<Record<string, string>>({});
  const filled = fillPlaceholders(item.text, values);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.contentTitle(item.title)}
      description={item.description || undefined}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          <CopyButton
            label={text.copyContentLabel}
            text={text.copyContent}
            getText={() => filled}
          />
        </>
      }
    >
      {names.length > 0 && (
        <fieldset className="mb-4 grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {text.placeholdersLegend}
          </legend>
          {names.map((name) => (
            <TextField
              key={name}
              label={name}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              autoComplete="off"
            />
          ))}
        </fieldset>
      )}
      <section aria-label={text.preview}>
        {names.length > 0 && (
          <h3 className="mb-1.5 text-sm font-medium text-slate-700">{text.preview}</h3>
        )}
        <div
          tabIndex={0}
          className="max-h-[40dvh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {filled}
        </div>
      </section>
    </Modal>
  );
}
