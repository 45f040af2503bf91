// The learning remote's routes (ARCHITECTURE §3), with full paths: the shell mounts remotes at the root.
import { NotFoundState } from '@portal/shared-ui';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { DashboardPage } from './features/dashboard/pages/dashboard-page.tsx';

/** 01 §2: the dashboard's older links. /courses/:id/learn (03 §2) is the player's address. */
function LearnRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/user/courses/${encodeURIComponent(id)}/read`} replace />;
}

export default function App() {
  return (
    <Routes>
      <Route path="/user" element={<DashboardPage />} />
      <Route path="/user/my-courses" element={<Navigate to="/user/courses" replace />} />
      <Route path="/user/my-progress" element={<Navigate to="/user/progress" replace />} />
      <Route path="/courses/:id/learn" element={<LearnRedirect />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
