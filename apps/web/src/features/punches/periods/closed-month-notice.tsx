import { PERIOD_TEXTS } from '@app/contract/periods';
import { Lock } from 'lucide-react';

/** Said before the user tries: the month is closed, so the server will refuse (DECISIONS §10). */
export function ClosedMonthNotice({ month }: { month: string | null }) {
  if (!month) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{PERIOD_TEXTS.closed(month)}</span>
    </p>
  );
}
