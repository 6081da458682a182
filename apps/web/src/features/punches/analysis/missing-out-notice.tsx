import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import { isManager } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { usePunchExceptions } from '../api/get-punch-exceptions';
import { writeManagementScreen } from '../management/use-management-screen';
import type { PunchFilterValues } from '../utils/punch-filter';
import { analysisMessages as text } from './analysis-messages';

/**
 * Above the analysis: how many punches of the filter are *sin salida*, whose hours count 0 until
 * corrected (DECISIONS §10), and for admin and office the way to them in 'Incidencias'.
 */
export function MissingOutNotice({ filter }: { filter: PunchFilterValues }) {
  const manager = isManager(useSession()?.user.role);
  const query = usePunchExceptions(
    { ...filter, type: 'missing-out', page: 1, limit: 1 },
    { quiet: true },
  );
  const count = query.data?.counts['missing-out'] ?? 0;
  if (count === 0) return null;
  const link = writeManagementScreen({
    filter,
    page: 1,
    tab: 'exceptions',
    review: { status: null, userId: null },
    exceptionType: 'missing-out',
    correctionId: null,
  });
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      <span>{text.missingOut(count, formatCount(count))}</span>
      {manager && (
        <Link to={`/punches?${link.toString()}`} className="font-medium underline">
          {text.missingOutLink}
        </Link>
      )}
    </p>
  );
}
