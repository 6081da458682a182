import { useQuery } from '@tanstack/react-query';
import { activeUsersQueryOptions, type PickableUser } from '../../../lib/users-query';
import { shiftMessages as text } from '../shifts-messages';

export type { PickableUser };

/** `GET /users` (admin and office): the people a shift can be assigned to. */
export const useShiftUsers = () => useQuery(activeUsersQueryOptions(text.usersLoadError));
