// The authoring remote's routes (ARCHITECTURE §3), with full paths: the shell mounts remotes at the root.
import { NotFoundState } from '@portal/shared-ui';
import { Route, Routes } from 'react-router';
import { PublishedPostsPage } from './features/posts/pages/published-posts-page.tsx';

export default function App() {
  return (
    <Routes>
      <Route path="/users/posts/manage" element={<PublishedPostsPage />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
