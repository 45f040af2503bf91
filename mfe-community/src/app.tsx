// The community remote's routes (ARCHITECTURE §3), with full paths: the shell mounts remotes at the root.
import { NotFoundState } from '@portal/shared-ui';
import { Route, Routes } from 'react-router';
import { MeetingDetailsPage } from './features/meetings/pages/meeting-details-page.tsx';
import { MeetingsPage } from './features/meetings/pages/meetings-page.tsx';

export default function App() {
  return (
    <Routes>
      <Route path="/user/meetings" element={<MeetingsPage />} />
      <Route path="/user/meetings/:id" element={<MeetingDetailsPage />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
