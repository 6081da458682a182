import { PAGE_SIZE_DEFAULT } from '@app/contract/common';
import type { ExceptionType } from '@app/contract/punch-exceptions';
import { ListPage } from '../../../components/list-page/list-page';
import { usePunchExceptions } from '../api/get-punch-exceptions';
import { isRangeValid, type PunchFilterValues } from '../utils/punch-filter';
import { punchMessages } from '../punches-messages';
import { exceptionColumns, type ExceptionActions } from './exception-columns';
import { ExceptionTypeFilter } from './exception-type-filter';
import { exceptionMessages as text } from './exceptions-messages';

type PunchExceptionsProps = {
  /** The page's dates and users. */
  filter: PunchFilterValues;
  type: ExceptionType | null;
  page: number;
  onTypeChange: (type: ExceptionType | null) => void;
  onPageChange: (page: number) => void;
  actions: ExceptionActions;
};

const texts = {
  caption: text.caption,
  loading: text.loading,
  loadError: text.loadError,
  empty: text.empty,
  count: text.count,
};

/**
 * 'Incidencias' (DECISIONS §10): the exceptions of the page's dates and users, computed by the
 * server from the record, with the count of each type (the type filter), a page at a time; each
 * row offers what resolves it.
 */
export function PunchExceptions({
  filter,
  type,
  page,
  onTypeChange,
  onPageChange,
  actions,
}: PunchExceptionsProps) {
  const valid = isRangeValid(filter);
  const query = usePunchExceptions(
    { ...filter, type: type ?? undefined, page, limit: PAGE_SIZE_DEFAULT },
    { enabled: valid },
  );
  return (
    <div className="space-y-4">
      <ExceptionTypeFilter value={type} counts={query.data?.counts} onChange={onTypeChange} />
      <ListPage
        query={query}
        columns={exceptionColumns(actions)}
        rowKey={(e) =>
          `${e.type}-${e.userId}-${e.calendarDateId}-${e.punchId ?? e.shiftId ?? e.correctionId ?? ''}`
        }
        texts={texts}
        page={page}
        pageSize={PAGE_SIZE_DEFAULT}
        onPageChange={onPageChange}
        blocked={valid ? undefined : punchMessages.badRange}
      />
    </div>
  );
}
