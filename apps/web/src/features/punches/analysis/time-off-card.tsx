import { ABSENCE_TYPE_LABELS } from '@app/contract/absences';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatPlainDate } from '../../../lib/company-time';
import { allAbsencesQueryOptions } from '../../absences/api/get-absences';
import { useHolidaysOfYears } from '../../holidays/api/get-holidays';
import { isRangeValid, type PunchFilterValues } from '../utils/punch-filter';
import { holidaysIn, timeOffRows, yearsOf } from './time-off';
import { timeOffMessages as text } from './time-off-messages';

const CELL = 'border-b border-slate-100 px-3 py-2 text-left';

/**
 * 'Ausencias y festivos del período' (DECISIONS §11): the holidays of the filter's range and the
 * approved absences of its users, each cut to the range with its days; these days carry no
 * no-show in the exceptions.
 */
export function TimeOffCard({ filter }: { filter: PunchFilterValues }) {
  const valid = isRangeValid(filter);
  const absences = useQuery({
    ...allAbsencesQueryOptions({
      fromDate: filter.fromDate,
      toDate: filter.toDate,
      usersIds: filter.usersIds,
      status: 'approved',
    }),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const holidays = useHolidaysOfYears(yearsOf(filter.fromDate, filter.toDate));
  const rows = useMemo(
    () => timeOffRows(absences.data ?? [], filter.fromDate, filter.toDate),
    [absences.data, filter.fromDate, filter.toDate],
  );
  const days = useMemo(
    () => holidaysIn(holidays.data, filter.fromDate, filter.toDate),
    [holidays.data, filter.fromDate, filter.toDate],
  );
  if (!valid) return null;
  const loading = absences.isPending || holidays.isPending;

  return (
    <Card aria-labelledby="time-off-title" role="region" className="p-4">
      <div className="flex items-center gap-2">
        <h2 id="time-off-title" className="text-base font-semibold text-slate-900">
          {text.title}
        </h2>
        {(loading || absences.isFetching) && <Spinner label={text.loading} className="scale-75" />}
      </div>
      <p className="mt-1 text-sm text-slate-500">{text.hint}</p>
      {(absences.isError || holidays.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {text.loadError}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{text.holidays}</h3>
      {!holidays.isPending && days.length === 0 && (
        <p className="mt-1 text-sm text-slate-500">{text.noHolidays}</p>
      )}
      {days.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {days.map((holiday) => (
            <li
              key={holiday.date}
              data-holiday={holiday.date}
              className="rounded-md border border-rose-200 bg-rose-50 px-2 py-1 text-sm text-rose-900"
            >
              <span className="tabular-nums">{formatPlainDate(holiday.date)}</span> · {holiday.name}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{text.absences}</h3>
      {!absences.isPending && rows.length === 0 && (
        <p className="mt-1 text-sm text-slate-500">{text.noAbsences}</p>
      )}
      {rows.length > 0 && (
        <div role="region" aria-label={text.absences} tabIndex={0} className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[28rem] border-separate border-spacing-0 text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className={CELL}>
                  {text.user}
                </th>
                <th scope="col" className={CELL}>
                  {text.type}
                </th>
                <th scope="col" className={CELL}>
                  {text.dates}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {text.days}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                    {row.userName}
                  </th>
                  <td className={CELL}>
                    <span className="rounded-md border border-amber-200 bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                      {ABSENCE_TYPE_LABELS[row.type]}
                    </span>
                  </td>
                  <td className={`${CELL} tabular-nums`}>
                    {text.range(formatPlainDate(row.fromDate), formatPlainDate(row.toDate))}
                  </td>
                  <td className={`${CELL} text-right tabular-nums`}>{row.days}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
