import type { User } from '@app/contract/users';
import { Badge } from '../../../components/ui/badge';
import { USER_STATUS } from '../users-messages';

export function UserStatusBadge({ user }: { user: Pick<User, 'active' | 'verified'> }) {
  if (!user.active) return <Badge tone="neutral">{USER_STATUS.inactive}</Badge>;
  if (!user.verified) return <Badge tone="warning">{USER_STATUS.pending}</Badge>;
  return <Badge tone="success">{USER_STATUS.active}</Badge>;
}
