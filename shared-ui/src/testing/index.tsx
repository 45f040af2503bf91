// Renders a page as the portal would: PortalProviders with a fresh SWR cache, inside a router at `route`.
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PortalProviders } from '../providers/portal-providers.tsx';

export { phoneWindowInEachTest } from './phone-window.ts';

export type RenderWithProvidersOptions = {
  /** The address, or an entry with navigation state (`{ pathname, search, state }`). */
  route?: string | { pathname: string; search?: string; state?: unknown };
  path?: string;
};

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderWithProvidersOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const result = render(
    <PortalProviders
      swr={{
        provider: () => new Map(),
        dedupingInterval: 0,
        shouldRetryOnError: false,
        keepPreviousData: false,
      }}
    >
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
  return { ...result, user };
}
export { routeManifestProblems } from './route-manifest.ts';
