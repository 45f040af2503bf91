// /user/account (01 §2 Account page): two tabs, Profile Information and Change Password.
import { useAuth } from '@portal/shared-api/core';
import { useUser } from '@portal/shared-api/users';
import { ErrorCard, PageHeader, PageSkeleton, Tabs } from '@portal/shared-ui';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

export function AccountSettingsPage() {
  const { user: signedIn } = useAuth();
  const { data: user, error, isLoading, mutate } = useUser(signedIn?.Slug);

  return (
    <>
      <PageHeader title="Account Settings" description="Your personal details and password." />
      {error ? (
        <ErrorCard
          title="Unable to load user data. Please try again."
          message={error.message}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !user ? (
        <PageSkeleton cards={2} />
      ) : (
        <Tabs.Root defaultValue="profile" variant="line" lazyMount>
          <Tabs.List mb="6">
            <Tabs.Trigger value="profile">Profile Information</Tabs.Trigger>
            <Tabs.Trigger value="password">Change Password</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <ProfileForm user={user} />
          </Tabs.Content>
          <Tabs.Content value="password">
            <PasswordForm slug={user.Slug} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}
