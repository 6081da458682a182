import { cn } from '../../lib/utils';

type SpinnerProps = { label?: string; className?: string };

/** A spinning ring announced to screen readers as a status. */
export function Spinner({ label = 'Cargando', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-200 border-t-brand-600"
      />
    </span>
  );
}

/** A centred spinner for a section that is loading. */
export function LoadingBlock({ label = 'Cargando' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
