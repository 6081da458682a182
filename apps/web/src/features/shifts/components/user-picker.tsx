import { TwoListUserPicker } from '../../../components/ui/two-list-user-picker';
import { useActiveUsers } from '../../users/api/get-active-users';
import { shiftMessages as text } from '../shifts-messages';

type UserPickerProps = { value: number[]; onChange: (ids: number[]) => void };

/** The two-list picker of the create form: available users (with search) and the chosen ones. */
export function UserPicker({ value, onChange }: UserPickerProps) {
  const users = useActiveUsers();
  return (
    <TwoListUserPicker
      users={users.data ?? []}
      loading={users.isPending}
      value={value}
      onChange={onChange}
      legend={text.fields.users}
      required
      texts={text.picker}
    />
  );
}
