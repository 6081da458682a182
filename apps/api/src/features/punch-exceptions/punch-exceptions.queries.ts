import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CompanyClock } from '../../lib/time';
import { exceptionPage, type ExceptionRules } from './punch-exceptions.repository';

/** What other features may use of the exceptions (DECISIONS §10): the rules and the counts. */

export type { ExceptionRules };

/** The exceptions' rules as the configuration sets them (PUNCH_GRACE_MINUTES, PUNCH_FORGOTTEN_HOURS). */
export function exceptionRulesOf(config: Config): ExceptionRules {
  return {
    graceMinutes: config.punchGraceMinutes,
    forgottenHours: config.punchForgottenHours,
  };
}

/**
 * How many exceptions of each type a day range holds for everyone now (closing a period refuses a
 * month with `missing-out` or `pending-correction` left; the admin's Inicio shows the month's).
 */
export async function exceptionCounts(
  deps: { db: Db; clock: CompanyClock; rules: ExceptionRules },
  range: { fromDay: number; toDay: number },
) {
  const { counts } = await exceptionPage(
    deps.db,
    { ...range, now: deps.clock.now(), page: 1, limit: 1 },
    deps.rules,
  );
  return counts;
}
