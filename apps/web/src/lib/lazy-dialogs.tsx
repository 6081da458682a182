import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { LOAD_FAILED, startLoad, useLoadedComponent, type Load } from './lazy-component';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Starts a screen's dialogs at the first sign of a person using it (a pointer over the page, a
 * touch, a key, a focus), so that a dialog opens without waiting in practice, while a page that is
 * only looked at never downloads them (docs/decisions/072).
 */
export function usePreloadOnIntent(loads: readonly Load[], enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    };
    function start() {
      stop();
      // A failed download is tried again when the dialog is opened.
      for (const load of loads) startLoad(load).catch(() => undefined);
    }
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [loads, enabled]);
}

/** Over the screen while a dialog's code arrives (a slow network), or when it could not. */
function DialogPending({
  failed,
  onRetry,
  onClose,
}: {
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/20 p-4">
      {failed ? (
        <div role="alert" className="max-w-sm space-y-4 rounded-xl bg-white p-5 shadow-lg">
          <p className="text-sm text-slate-700">{LOAD_FAILED}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cerrar
            </Button>
            <Button onClick={onRetry}>Reintentar</Button>
          </div>
        </div>
      ) : (
        <span className="rounded-xl bg-white p-4 shadow-lg">
          <Spinner />
        </span>
      )}
    </div>
  );
}

type LazyDialogProps<Props> = {
  open: boolean;
  load: Load<Props>;
  /** What closes the dialog, for the 'Cerrar' of a dialog whose code could not be loaded. */
  onClose: () => void;
  children: (Dialog: ComponentType<Props>) => ReactNode;
};

/**
 * A dialog whose code is a chunk of its own (docs/decisions/072): nothing until it is first
 * opened, then the dialog, kept mounted so that what was typed in it survives closing it.
 */
export function LazyDialog<Props>({ open, load, onClose, children }: LazyDialogProps<Props>) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { Component, failed, retry } = useLoadedComponent(load, opened);
  if (Component) return children(Component);
  return open ? <DialogPending failed={failed} onRetry={retry} onClose={onClose} /> : null;
}
