import { useQueries } from '@tanstack/react-query';
import { hasShiftTodayQueryOptions } from './get-today-shift';
import { userPunchesQueryOptions } from './get-punches';

/**
 * The punch widget's initial loads (punch status with its break records, today's shift), which join
 * the shell's start: the shell waits for them and shows its failure screen if one fails.
 */
export function usePunchStartup(userId: number | null) {
  const enabled = userId !== null;
  const [punches, shift] = useQueries({
    queries: [
      { ...userPunchesQueryOptions(userId ?? 0), enabled },
      { ...hasShiftTodayQueryOptions(userId ?? 0), enabled },
    ],
  });
  return {
    isPending: enabled && (punches.isPending || shift.isPending),
    // A failed refetch later keeps the data it had: only a first load without data fails the start.
    isError:
      enabled &&
      ((punches.isError && !punches.data) || (shift.isError && shift.data === undefined)),
  };
}
