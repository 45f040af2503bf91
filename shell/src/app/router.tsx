// One data router for the whole portal (docs/architecture.md#routes): the shell's own pages, and a splat
// that hands every other path to the remote owning it. Remotes render descendant <Routes> with full paths.
// The portal frame (layouts, sidebar, remote regions) loads after the sign-in page has painted, or when a
// portal page is opened first: the sign-in page carries none of it.
import { LazyPage } from '@portal/shared-ui/routing';
import { createBrowserRouter, Navigate } from '@portal/shared-ui/router';
import { LoginPage } from '../auth/login-page.tsx';
import { RegisterPage } from '../auth/register-page.tsx';
import { loadPortal } from './portal-loader.ts';

const loadTwoFactor = () => import('../auth/two-factor-page.tsx').then((module) => module.TwoFactorPage);

function Portal() {
  return <LazyPage load={loadPortal} />;
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/register', element: <RegisterPage /> },
    { path: '/login/two-factor', element: <LazyPage load={loadTwoFactor} /> },
    { index: true, element: <Navigate to="/user" replace /> },
    { path: '*', element: <Portal /> },
  ]);
}
