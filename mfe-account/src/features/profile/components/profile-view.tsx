// Profile Information in view mode (docs/product/account.md#view-and-edit-modes): what the profile says, and
// Edit Profile.
import { Button, Stack } from '@portal/shared-ui';
import { DataList } from '@portal/shared-ui/data';
import { displayName, type User } from '@portal/shared-api/core';

const CIVILITY: Record<number, string> = { 1: 'Mr.', 2: 'Mrs.', 3: 'Ms.' };

export function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const rows: [string, string | null][] = [
    ['Name', displayName({ Firstname: user.Firstname, Lastname: user.Lastname }) || null],
    ['Username', user.Username],
    ['Email', user.Email],
    ['Phone', user.Phone],
    ['Country', user.Country],
    ['Civility', user.Civility ? (CIVILITY[user.Civility] ?? null) : null],
    ['Professional profile', user.Profil],
    ['About', user.About],
  ];
  return (
    <Stack gap="5" maxW="2xl">
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
            <DataList.ItemValue color={value ? undefined : 'fg.muted'}>
              {value || 'Not set'}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Button alignSelf="flex-start" onClick={onEdit}>
        Edit Profile
      </Button>
    </Stack>
  );
}
