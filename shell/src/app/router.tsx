// One data router for the whole portal (ARCHITECTURE §3): the shell's own pages, and a splat that hands
// every other path to the remote owning it. Remotes render descendant <Routes> with full paths.
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../auth/login-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { PortalRoute } from './portal-route.tsx';

export function createAppRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/register', element: <RegisterPage /> },
    { index: true, element: <Navigate to="/user" replace /> },
    { path: '*', element: <PortalRoute /> },
  ]);
}
