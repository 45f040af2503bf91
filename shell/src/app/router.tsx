// One data router for the whole portal (ARCHITECTURE §3): the shell's own pages, and a splat that hands
// every other path to the remote owning it. Remotes render descendant <Routes> with full paths.
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { useCallback } from 'react';
import { LoginPage } from '../auth/login-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';
import { preloadRemoteApp } from '../federation/remotes.ts';
import { ShellLayout } from '../layout/shell-layout.tsx';
import { matchRemote } from '../routing/match-remote.ts';
import { RemoteOutlet } from './remote-outlet.tsx';
import { useRegistry } from './registry-context.ts';

function PortalFrame() {
  const { remotes } = useRegistry();
  const preload = useCallback(
    (path: string) => {
      const owner = matchRemote(remotes, path);
      if (owner?.enabled) preloadRemoteApp(owner);
    },
    [remotes],
  );
  return (
    <RequireAuth>
      <ShellLayout onPreload={preload}>
        <Outlet />
      </ShellLayout>
    </RequireAuth>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/register', element: <RegisterPage /> },
    {
      element: <PortalFrame />,
      children: [
        { index: true, element: <Navigate to="/user" replace /> },
        { path: '*', element: <RemoteOutlet /> },
      ],
    },
  ]);
}
