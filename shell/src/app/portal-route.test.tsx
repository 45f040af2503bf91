import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { authStore, type RegistryEntry } from '@portal/shared-api/core';
import { buildUser } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { Route, Routes, useLocation } from '@portal/shared-ui/router';

// The Module Federation runtime is not under test here: a remote "loads" as a component naming itself.
jest.unstable_mockModule('../federation/remotes.ts', () => ({
  loadRemoteApp: async (entry: RegistryEntry) =>
    function RemoteApp() {
      return (
        <p>
          {entry.name} at {useLocation().pathname}
        </p>
      );
    },
  preloadRemoteApp: () => undefined,
  RemoteLoadError: class RemoteLoadError extends Error {},
}));
const { PortalRoute } = await import('./portal-route.tsx');
const { RegistryContext } = await import('./registry-context.ts');

const registry = {
  remotes: [
    {
      name: 'commerce',
      entry: '/remotes/commerce/1/mf-manifest.json',
      version: '1',
      enabled: true,
      routes: [
        { path: '/courses', access: 'public' as const },
        { path: '/user/orders', access: 'user' as const },
      ],
    },
    {
      name: 'authoring',
      entry: '/remotes/authoring/1/mf-manifest.json',
      version: '1',
      enabled: true,
      routes: [
        { path: '/instructor/courses', access: 'instructor' as const },
        { path: '/admin/moderation', access: 'admin' as const },
      ],
    },
  ],
};

function renderAt(route: string) {
  return renderWithProviders(
    <RegistryContext.Provider value={registry}>
      <PortalRoute />
    </RegistryContext.Provider>,
    { route, path: '*' },
  );
}

function LoginProbe() {
  const location = useLocation();
  return <p>login with {location.search}</p>;
}

describe('PortalRoute', () => {
  it('shows a public route to a signed-out visitor, in the public layout with Sign in', async () => {
    authStore.getState().setUser(null);
    renderAt('/courses');
    expect(await screen.findByText('commerce at /courses')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcourses');
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visit to a user route to the sign-in page with where they were going', async () => {
    authStore.getState().setUser(null);
    renderWithProviders(
      <RegistryContext.Provider value={registry}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="*" element={<PortalRoute />} />
        </Routes>
      </RegistryContext.Provider>,
      { route: '/user/orders?page=2' },
    );
    expect(await screen.findByText('login with ?next=%2Fuser%2Forders%3Fpage%3D2')).toBeInTheDocument();
    expect(screen.queryByText(/commerce at/)).not.toBeInTheDocument();
  });

  it('tells a student that an instructor page needs the instructor role', async () => {
    authStore.getState().setUser(buildUser({ Role: 'user' }));
    renderAt('/instructor/courses');
    expect(await screen.findByRole('heading', { name: 'You need the instructor role' })).toBeInTheDocument();
    expect(screen.queryByText(/authoring at/)).not.toBeInTheDocument();
  });

  it('opens an instructor page for an administrator, and the moderation page for nobody else', async () => {
    authStore.getState().setUser(buildUser({ Role: 'administrator' }));
    const admin = renderAt('/instructor/courses');
    expect(await screen.findByText('authoring at /instructor/courses')).toBeInTheDocument();
    admin.unmount();
    authStore.getState().setUser(buildUser({ Role: 'instructor' }));
    renderAt('/admin/moderation');
    expect(
      await screen.findByRole('heading', { name: 'You need the administrator role' }),
    ).toBeInTheDocument();
  });

  it('shows a signed-in person the not-found state on a path no remote owns', async () => {
    authStore.getState().setUser(buildUser());
    renderAt('/user/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps the server’s copy of a signed-in page made for this path, for the page to replace, and drops another path’s', async () => {
    authStore.getState().setUser(buildUser());
    const copy = (path: string) => {
      const element = document.createElement('div');
      element.id = 'prerendered';
      element.dataset.path = path;
      element.textContent = `copy of ${path}`;
      document.body.append(element);
      return element;
    };
    const own = copy('/user/orders');
    const first = renderAt('/user/orders');
    expect(await screen.findByText('commerce at /user/orders')).toBeInTheDocument();
    expect(own).toBeInTheDocument();
    first.unmount();
    own.remove();

    const other = copy('/user');
    renderAt('/user/orders');
    expect(await screen.findByText('commerce at /user/orders')).toBeInTheDocument();
    expect(other).not.toBeInTheDocument();
  });
});
