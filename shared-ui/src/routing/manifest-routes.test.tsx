import { screen } from '@testing-library/react';
import type { RemoteManifest } from '@portal/shared-api/core';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../testing/index.tsx';
import { ManifestRoutes } from './manifest-routes.tsx';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function manifestWith(page: () => Promise<() => React.JSX.Element>): RemoteManifest {
  return {
    name: 'test',
    routes: [
      { path: '/things', access: 'user', page },
      { path: '/things/planned', access: 'user' },
      { path: '/old/:id', access: 'user', redirect: '/new/:id' },
      { path: '/new/:id', access: 'user', page: async () => Where },
    ],
  };
}

describe('ManifestRoutes', () => {
  it('loads a page on its route', async () => {
    const manifest = manifestWith(async () => () => <h1>Things</h1>);
    renderWithProviders(<ManifestRoutes manifest={manifest} />, { route: '/things' });
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
  });

  it('offers Retry when a page fails to load, and Retry loads it without a reload', async () => {
    let calls = 0;
    const manifest = manifestWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return () => <h1>Things</h1>;
    });
    const { user } = renderWithProviders(<ManifestRoutes manifest={manifest} />, { route: '/things' });
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('carries a redirect’s params to its target', async () => {
    const manifest = manifestWith(async () => () => <h1>Things</h1>);
    renderWithProviders(<ManifestRoutes manifest={manifest} />, { route: '/old/42' });
    expect(await screen.findByText('at /new/42')).toBeInTheDocument();
  });

  it('shows the not-found state on an owned route that is not built yet, and on unknown paths', () => {
    const manifest = manifestWith(async () => () => <h1>Things</h1>);
    const planned = renderWithProviders(<ManifestRoutes manifest={manifest} />, { route: '/things/planned' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    planned.unmount();
    renderWithProviders(<ManifestRoutes manifest={manifest} />, { route: '/elsewhere' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
