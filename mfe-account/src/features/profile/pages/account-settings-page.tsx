// /user/account (docs/product/account.md#account-settings-page): two tabs, Profile Information and Change
// Password.
import { useAuth } from '@portal/shared-api/core';
import { useUser } from '@portal/shared-api/users';
import { CardGridSkeleton, PageFrame, QueryState, Tabs } from '@portal/shared-ui/data';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

export function AccountSettingsPage() {
  const { user: signedIn } = useAuth();
  const query = useUser(signedIn?.Slug);

  return (
    <PageFrame title="Account Settings" description="Your personal details and password.">
      <QueryState
        query={query}
        errorTitle="Unable to load user data. Please try again."
        loading={
          <CardGridSkeleton count={6} columns={{ base: 1, md: 2 }} height="10" label="Loading account" />
        }
      >
        {(user) => (
          <Tabs.Root defaultValue="profile" variant="line" lazyMount>
            <Tabs.List mb="6">
              <Tabs.Trigger value="profile">Profile Information</Tabs.Trigger>
              <Tabs.Trigger value="password">Change Password</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile">
              <ProfileForm user={user} />
            </Tabs.Content>
            <Tabs.Content value="password">
              <PasswordForm slug={user.Slug} page="account" />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </QueryState>
    </PageFrame>
  );
}
