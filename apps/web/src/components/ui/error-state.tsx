import { TriangleExclamationPoint } from 'lucide-react';
import { Button } from './button';

type ErrorStateProps = { message: string; onRetry?: () => void };

/** A section that could not load, with a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center"
    >
      <TriangleExclamationPoint className="size-10 text-amber-500" aria-hidden="true" />
      <p className="text-sm text-slate-600">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </div>
  );
}
