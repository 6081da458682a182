import { ABSENCE_TEXTS } from '@app/contract/absences';
import { ApiError } from '../../../lib/api-error';

/**
 * 409 of a create or edit that puts a shift on a day its user has an approved absence: the
 * dialog says it beside the fields to change, not a toast.
 */
export const isOnApprovedAbsence = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.serverMessage === ABSENCE_TEXTS.shiftOnAbsence;
