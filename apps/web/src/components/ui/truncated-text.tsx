import { cn } from '../../lib/utils';

/**
 * A long value of a table cell or a phone card (an email, an address): one line that ends in an
 * ellipsis, the whole value on hover (title) and for screen readers (the text itself is whole).
 */
export function TruncatedText({ value, className }: { value: string; className?: string }) {
  return (
    <span className={cn('block max-w-[18rem] truncate', className)} title={value}>
      {value}
    </span>
  );
}
