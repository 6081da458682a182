import { dateParts, monthFirstDay, monthLastDay } from '@app/contract/dates';
import { EXCEPTION_LABELS, type ExceptionType } from '@app/contract/punch-exceptions';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { companyToday } from '../../../lib/company-time';
import { formatCount } from '../../../lib/format';
import { usePunchExceptions } from '../../punches/api/get-punch-exceptions';
import { summaryMessages as text } from '../summary-messages';

/** The exceptions someone must resolve: the others (late, early) are facts of the record. */
export const OPEN_TYPES: readonly ExceptionType[] = [
  'missing-out',
  'no-show',
  'pending-correction',
];

/**
 * Inicio's 'Incidencias abiertas este mes: N' (the admin's): one light call (the counts, one row)
 * that never holds the dashboard back, and a link to 'Incidencias'.
 */
export function OpenExceptionsCard() {
  const [year, month] = dateParts(companyToday());
  const query = usePunchExceptions(
    {
      fromDate: monthFirstDay(year, month),
      toDate: monthLastDay(year, month),
      usersIds: [],
      page: 1,
      limit: 1,
    },
    { quiet: true },
  );
  const counts = query.data?.counts;
  const open = counts ? OPEN_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0) : null;
  const detail = counts
    ? OPEN_TYPES.filter((type) => (counts[type] ?? 0) > 0)
        .map((type) => `${EXCEPTION_LABELS[type]}: ${formatCount(counts[type] ?? 0)}`)
        .join(' · ')
    : '';
  return (
    <Link
      to="/punches?vista=incidencias"
      className="group mb-4 flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
        <TriangleAlert className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900" aria-live="polite">
          {open === null
            ? query.isError
              ? text.exceptionsUnavailable
              : text.exceptionsLoading
            : text.openExceptions(formatCount(open))}
        </span>
        {detail && <span className="mt-0.5 block text-sm text-slate-500">{detail}</span>}
      </span>
      <ArrowRight
        className="size-4 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
        aria-hidden="true"
      />
    </Link>
  );
}
