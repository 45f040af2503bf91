// A remote's whole App: its route manifest (src/routes.ts) as descendant <Routes> inside the shell's router.
// Pages load lazily; redirects carry their params; an owned route that is not built yet, and any other path,
// show the not-found state. Access is checked by the shell before the remote is mounted, and by the server.
import { fillPath, type RemoteManifest, type RouteDef } from '@portal/shared-api/core';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { NotFoundState } from '../components/not-found-state.tsx';
import { LazyPage } from './lazy-page.tsx';

function Redirect({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={fillPath(to, params)} replace />;
}

function RouteElement({ route }: { route: RouteDef }) {
  if (route.redirect) return <Redirect to={route.redirect} />;
  if (route.page) return <LazyPage load={route.page} />;
  return <NotFoundState />;
}

export function ManifestRoutes({ manifest }: { manifest: RemoteManifest }) {
  return (
    <Routes>
      {manifest.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
      ))}
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
