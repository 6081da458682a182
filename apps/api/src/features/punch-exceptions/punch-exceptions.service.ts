import {
  calendarDateId,
  daysBetween,
  monthFirstDay,
  monthLastDay,
  type PlainDate,
} from '@app/contract/dates';
import { EXCEPTION_TEXTS, type ExceptionType } from '@app/contract/punch-exceptions';
import type { Db } from '../../db/client';
import { visibleOwners, type SessionUser } from '../../lib/access';
import { badRequest } from '../../lib/app-error';
import type { CompanyClock } from '../../lib/time';
import {
  exceptionPage,
  type ExceptionPage,
  type ExceptionRules,
} from './punch-exceptions.repository';

export type ExceptionsDeps = { db: Db; clock: CompanyClock; rules: ExceptionRules };

export type ExceptionFilter = {
  fromDate?: PlainDate;
  toDate?: PlainDate;
  usersIds?: number[];
  type?: ExceptionType;
  page: number;
  limit: number;
};

/** The longest range one call reads (a year and a day). */
const MAX_RANGE_DAYS = 366;

/**
 * The day range of a filter: each end defaults to the current month's (company zone), as the
 * punch lists do; a range backwards or over a year is a 400.
 */
export function exceptionRange(
  clock: CompanyClock,
  filter: Pick<ExceptionFilter, 'fromDate' | 'toDate'>,
) {
  const [year, month] = clock.today().split('-').map(Number) as [number, number];
  const fromDate = filter.fromDate ?? monthFirstDay(year, month);
  const toDate = filter.toDate ?? monthLastDay(year, month);
  if (fromDate > toDate) throw badRequest(EXCEPTION_TEXTS.badRange);
  if (daysBetween(fromDate, toDate) >= MAX_RANGE_DAYS)
    throw badRequest(EXCEPTION_TEXTS.rangeTooLong);
  return { fromDay: calendarDateId(fromDate), toDay: calendarDateId(toDate) };
}

/** GET /punch-exceptions: a usuario reads their own only; admin and office anyone's (DECISIONS §10). */
export function listExceptions(
  deps: ExceptionsDeps,
  actor: SessionUser,
  filter: ExceptionFilter,
): Promise<ExceptionPage> {
  return exceptionPage(
    deps.db,
    {
      ...exceptionRange(deps.clock, filter),
      userIds: visibleOwners(actor, filter.usersIds),
      ...(filter.type && { type: filter.type }),
      now: deps.clock.now(),
      page: filter.page,
      limit: filter.limit,
    },
    deps.rules,
  );
}
