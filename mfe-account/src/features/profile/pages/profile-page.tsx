// /user/profile (docs/product/account.md#profile-page): four tabs. Profile Information and Change Password
// each have a view mode and an edit mode (Cancel resets and clears messages); Photo Management; Close
// Account. The tab is in the address (?tab=).
import { useState } from 'react';
import { Button, Stack, Text, toaster } from '@portal/shared-ui';
import { PageFrame, QueryState, Tabs } from '@portal/shared-ui/data';
import { oneOf, useUrlState } from '@portal/shared-ui/routing';
import { useAuth, type User } from '@portal/shared-api/core';
import { USER_TEXTS, useUser } from '@portal/shared-api/users';
import { CloseAccount } from '../components/close-account.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PhotoManager } from '../components/photo-manager.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileView } from '../components/profile-view.tsx';

const TABS = [
  { value: 'profile', label: 'Profile Information' },
  { value: 'password', label: 'Change Password' },
  { value: 'photo', label: 'Photo Management' },
  { value: 'close', label: 'Close Account' },
] as const;
const PROFILE_PARAMS = {
  tab: oneOf(
    TABS.map((t) => t.value),
    'profile',
  ),
};

function ProfileTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  if (!editing) return <ProfileView user={user} onEdit={() => setEditing(true)} />;
  return (
    <ProfileForm
      user={user}
      onCancel={() => setEditing(false)}
      onSaved={() => {
        setEditing(false);
        toaster.create({ type: 'success', title: USER_TEXTS.profileUpdated });
      }}
    />
  );
}

function PasswordTab({ slug }: { slug: string }) {
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <Stack gap="4" maxW="2xl">
        <Text color="fg.muted">
          Use a password you do not use anywhere else. Changing it signs you out on your other devices.
        </Text>
        <Button alignSelf="flex-start" onClick={() => setEditing(true)}>
          Change Password
        </Button>
      </Stack>
    );
  return (
    <Stack gap="3" maxW="2xl">
      <PasswordForm slug={slug} page="profile" />
      <Button variant="outline" alignSelf="flex-start" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </Stack>
  );
}

export function ProfilePage() {
  const { user: signedIn } = useAuth();
  const profile = useUser(signedIn?.Slug);
  const { params, set } = useUrlState(PROFILE_PARAMS);

  return (
    <PageFrame title="Profile" description="How you appear in the academy, your password and your photo.">
      <QueryState
        query={profile}
        errorTitle="Unable to load user data. Please try again."
        loading={<Text role="status">Loading profile...</Text>}
      >
        {(user) => (
          <Tabs.Root
            value={params.tab}
            onValueChange={(details) => set({ tab: details.value }, { replace: true })}
            variant="line"
            lazyMount
            unmountOnExit
          >
            <Tabs.List mb="6" flexWrap="wrap">
              {TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="profile">
              <ProfileTab user={user} />
            </Tabs.Content>
            <Tabs.Content value="password">
              <PasswordTab slug={user.Slug} />
            </Tabs.Content>
            <Tabs.Content value="photo">
              <PhotoManager user={user} />
            </Tabs.Content>
            <Tabs.Content value="close">
              <CloseAccount slug={user.Slug} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </QueryState>
    </PageFrame>
  );
}
