import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Button } from './button';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; see `ModalFooter` for the usual Cancelar / Guardar pair. */
  footer?: ReactNode;
  /** When set, body and footer are a form: Enter submits, the footer's submit button saves. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the close button and ignore Escape / outside clicks (for flows that must be finished). */
  dismissible?: boolean;
  /**
   * Open on the first field (else the first control of body and footer). false keeps Radix's
   * start, the close button: for a dialog whose fields are optional and whose body is swapped
   * while it works (the punch dialog: a focused notes box would raise a phone's keyboard over the
   * camera, and would vanish with the form).
   */
  focusFirstField?: boolean;
};

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';
const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Where a dialog opens: its first field, else its first control (in a confirmation, Cancelar
 * comes first), never the close button of the header.
 */
function initialFocus(body: HTMLElement | null) {
  const visible = (element: HTMLElement) => element.getClientRects().length > 0;
  const first = (selector: string) =>
    [...(body?.querySelectorAll<HTMLElement>(selector) ?? [])].find(visible);
  return first(FIELD) ?? first(FOCUSABLE);
}

/**
 * The modal shell (SPEC §2): title, close button 'Cerrar', optional footer. Radix traps focus
 * inside, closes on Escape and gives focus back to the element that opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  onSubmit,
  size = 'md',
  dismissible = true,
  focusFirstField = true,
}: ModalProps) {
  const content = (
    <>
      {children !== undefined && (
        <div className="max-h-[65dvh] overflow-y-auto px-5 py-4 [overflow-wrap:break-word]">
          {children}
        </div>
      )}
      {footer && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
          {footer}
        </div>
      )}
    </>
  );
  // Focus goes back to the opener on close. When the opener is gone (its row was deleted, or the
  // widget that held it folded away), to the first button of the opener's `data-focus-return`
  // container if it has one, else to the page's title rather than to nowhere.
  const [opener, setOpener] = useState<{ element: HTMLElement; home: HTMLElement | null } | null>(
    null,
  );
  const [wasOpen, setWasOpen] = useState(false);
  const contentBox = useRef<HTMLDivElement>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpener(element && { element, home: element.closest<HTMLElement>('[data-focus-return]') });
    }
  }
  // (Radix only returns focus to a Dialog.Trigger; these modals are opened from anywhere.)
  const visible = (element: HTMLElement | null | undefined): element is HTMLElement =>
    Boolean(element?.isConnected && element.getClientRects().length > 0);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const homeButton = opener?.home?.querySelector<HTMLElement>('button:not([disabled])');
    if (visible(opener?.element)) opener.element.focus();
    else if (visible(homeButton)) homeButton.focus();
    else document.querySelector<HTMLElement>('[data-focus-fallback]')?.focus();
  };
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none',
            SIZES[size],
          )}
          onOpenAutoFocus={(event) => {
            const target = focusFirstField ? initialFocus(contentBox.current) : undefined;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900 [overflow-wrap:break-word]">
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-slate-500 [overflow-wrap:break-word]">
                  {description}
                </Dialog.Description>
              )}
            </div>
            {dismissible && (
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Cerrar" className="-mt-1 -mr-2">
                  <X className="size-5" aria-hidden="true" />
                </Button>
              </Dialog.Close>
            )}
          </div>
          <div ref={contentBox} className="flex min-h-0 flex-col">
            {onSubmit ? (
              <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col">
                {content}
              </form>
            ) : (
              content
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ModalFooterProps = {
  onCancel: () => void;
  saving?: boolean;
  submitLabel?: string;
  savingLabel?: string;
  cancelLabel?: string;
  submitDisabled?: boolean;
  /**
   * Looks and is announced disabled (`aria-disabled`) but can still be pressed, so that a try can
   * say what is missing.
   */
  submitBlocked?: boolean;
  variant?: 'primary' | 'danger';
  /** Without a form around it, the main button calls this instead of submitting. */
  onConfirm?: () => void;
};

/** Cancelar + Guardar ('Guardando...' while saving). */
export function ModalFooter({
  onCancel,
  saving = false,
  submitLabel = 'Guardar',
  savingLabel = 'Guardando...',
  cancelLabel = 'Cancelar',
  submitDisabled = false,
  submitBlocked = false,
  variant = 'primary',
  onConfirm,
}: ModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        disabled={saving || submitDisabled}
        aria-disabled={submitBlocked || undefined}
        className={submitBlocked ? 'opacity-50' : undefined}
        aria-busy={saving || undefined}
      >
        {saving ? savingLabel : submitLabel}
      </Button>
    </>
  );
}
