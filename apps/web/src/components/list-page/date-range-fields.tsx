import { FILTER_TEXTS } from '@app/contract/filters';
import { DateField } from '../ui/date-field';
import type { FilterValues } from './use-list-filters';

type RangeKey = 'dateFrom' | 'dateTo';

/** A backwards range, refused under 'Fecha desde' with the server's own words. */
export const checkDateRange = (draft: Pick<FilterValues<RangeKey>, RangeKey>) =>
  draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo
    ? { dateFrom: FILTER_TEXTS.dateRange }
    : {};

type DateRangeFieldsProps = {
  draft: Pick<FilterValues<RangeKey>, RangeKey>;
  set: (key: RangeKey, value: string) => void;
  errors: Partial<Record<RangeKey, string>>;
  labels?: { from: string; to: string };
};

/** 'Fecha desde' and 'Fecha hasta' of a list's filters (FilterForm), the Spanish date fields. */
export function DateRangeFields({
  draft,
  set,
  errors,
  labels = { from: 'Fecha desde', to: 'Fecha hasta' },
}: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label={labels.from}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        error={errors.dateFrom}
      />
      <DateField
        label={labels.to}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        error={errors.dateTo}
      />
    </>
  );
}
