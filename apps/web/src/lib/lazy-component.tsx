import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from '../components/ui/error-state';

/** A component's code, as a chunk of its own (a page, a screen's dialogs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a loader of any component's props
export type Load<Props = any> = () => Promise<ComponentType<Props>>;

/**
 * Each loader's code is loaded once, whoever starts it (an address opening, a first sign of use,
 * the render), and kept once there; a failed load is forgotten, so the next start tries again.
 */
type Loading = { promise: Promise<unknown>; component?: unknown };
const loads = new Map<Load, Loading>();

/** Starts a loader's code (once; again after a failure) and resolves with its component. */
export function startLoad<Props>(load: Load<Props>): Promise<ComponentType<Props>> {
  const started = loads.get(load);
  if (started) return started.promise as Promise<ComponentType<Props>>;
  const promise = load();
  const loading: Loading = { promise };
  loading.promise.then(
    (component: unknown) => {
      loading.component = component;
    },
    () => loads.delete(load),
  );
  loads.set(load, loading);
  return promise;
}

/**
 * A loader's component for drawing: there at once when its code has arrived, else loaded (when
 * `wanted`) and drawn as it arrives. No Suspense: React reveals content that replaces a Suspense
 * fallback at most every 300 ms after the fallback appeared, so a start-up screen or a spinner
 * would hold a page back up to that long after everything it needs arrived (docs/decisions/045,
 * 072). `failed` after a failed download (a lost connection); `retry` tries again.
 */
export function useLoadedComponent<Props>(load: Load<Props>, wanted = true) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Load | null>(null);
  const Component = loads.get(load)?.component as ComponentType<Props> | undefined;
  useEffect(() => {
    if (Component || !wanted) return;
    let live = true;
    startLoad(load).then(
      () => live && arrived(),
      () => live && setFailure(() => load),
    );
    return () => {
      live = false;
    };
  }, [load, Component, wanted, attempt]);
  return {
    Component,
    failed: failure === load,
    retry: () => {
      setFailure(null);
      setAttempt((count) => count + 1);
    },
  };
}

export const LOAD_FAILED = 'No se pudo cargar esta parte de la aplicación. Revisa tu conexión.';

/** A lazily loaded page: `fallback` while its code loads, a way to try again if it could not. */
export function Lazy({ load, fallback = null }: { load: Load; fallback?: ReactNode }) {
  const { Component, failed, retry } = useLoadedComponent(load);
  if (failed) return <ErrorState message={LOAD_FAILED} onRetry={retry} />;
  return Component ? <Component /> : fallback;
}
