// The account remote's routes (ARCHITECTURE §3), with full paths: the shell mounts remotes at the root.
import { NotFoundState } from '@portal/shared-ui';
import { Route, Routes } from 'react-router';
import { AccountSettingsPage } from './features/account-settings/pages/account-settings-page.tsx';

export default function App() {
  return (
    <Routes>
      <Route path="/user/account" element={<AccountSettingsPage />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
