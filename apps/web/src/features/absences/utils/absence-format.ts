import type { Absence } from '@app/contract/absences';
import { formatPlainDate } from '../../../lib/company-time';
import { absenceMessages as text } from '../absences-messages';

/** '03/08/2026 – 14/08/2026', or one date for a one-day absence. */
export const absenceDates = (absence: Pick<Absence, 'fromDate' | 'toDate'>) =>
  text.dates(formatPlainDate(absence.fromDate), formatPlainDate(absence.toDate));
