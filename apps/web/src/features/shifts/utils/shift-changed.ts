import { ApiError } from '../../../lib/api-error';

/** 409 of an edit that read an older version of the shift (another manager saved first). */
export const isShiftChanged = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'SHIFT_CHANGED';
