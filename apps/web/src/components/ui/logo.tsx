import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';

/** The product mark: a brand square with the initials, optionally followed by the name. */
export function Logo({
  withName = false,
  size = 'md',
  className,
}: {
  withName?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-600 font-bold text-white shadow-sm',
          size === 'lg' ? 'size-14 text-xl' : 'size-9 text-sm',
        )}
      >
        BO
      </span>
      {withName ? (
        <span className="font-semibold whitespace-nowrap text-slate-900">{PRODUCT_NAME}</span>
      ) : (
        <span className="sr-only">{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
