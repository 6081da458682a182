import { ABSENCE_TYPE_LABELS, type Absence } from '@app/contract/absences';
import { addDays, dateFromCalendarId } from '@app/contract/dates';
import type { Holiday } from '@app/contract/holidays';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allAbsencesQueryOptions } from '../../absences/api/get-absences';
import { useHolidaysOfYears } from '../../holidays/api/get-holidays';
import { timeOffMessages as text } from '../analysis/time-off-messages';
import { yearsOf } from '../analysis/time-off';
import { isRangeValid, type PunchFilterValues } from '../utils/punch-filter';

/** What a record's day was besides a working day: a holiday, an approved absence of its user. */
export type DayMark = { kind: 'holiday' | 'absence'; label: string };
export type DayMarkOf = (userId: number, calendarDateId: number) => DayMark[];

/**
 * Each approved absence's days within the range, by `userId date` (a range is at most a few
 * months of a few people's absences: a small map).
 */
export function absenceDays(absences: readonly Absence[], fromDate: string, toDate: string) {
  const days = new Map<string, string>();
  for (const absence of absences) {
    if (absence.status !== 'approved') continue;
    let day = absence.fromDate < fromDate ? fromDate : absence.fromDate;
    const last = absence.toDate > toDate ? toDate : absence.toDate;
    while (day <= last) {
      days.set(`${absence.userId} ${day}`, ABSENCE_TYPE_LABELS[absence.type]);
      day = addDays(day, 1);
    }
  }
  return days;
}

export function markOf(
  absences: ReadonlyMap<string, string>,
  holidays: ReadonlyMap<string, string>,
): DayMarkOf {
  return (userId, calendarDateId) => {
    const date = dateFromCalendarId(calendarDateId);
    const marks: DayMark[] = [];
    const holiday = holidays.get(date);
    if (holiday) marks.push({ kind: 'holiday', label: text.holidayMark(holiday) });
    const absence = absences.get(`${userId} ${date}`);
    if (absence) marks.push({ kind: 'absence', label: absence });
    return marks;
  };
}

/**
 * The marks of the records' days (DECISIONS §11): the same reads as the analysis' card, so both
 * tabs share them.
 */
export function useDayMarks(filter: PunchFilterValues): DayMarkOf {
  const absences = useQuery({
    ...allAbsencesQueryOptions({
      fromDate: filter.fromDate,
      toDate: filter.toDate,
      usersIds: filter.usersIds,
      status: 'approved',
    }),
    enabled: isRangeValid(filter),
  });
  const holidays = useHolidaysOfYears(yearsOf(filter.fromDate, filter.toDate));
  const absenceMap = useMemo(
    () => absenceDays(absences.data ?? [], filter.fromDate, filter.toDate),
    [absences.data, filter.fromDate, filter.toDate],
  );
  const holidayList: readonly Holiday[] = holidays.data;
  const holidayMap = useMemo(
    () => new Map(holidayList.map((holiday) => [holiday.date, holiday.name])),
    [holidayList],
  );
  return useMemo(() => markOf(absenceMap, holidayMap), [absenceMap, holidayMap]);
}
