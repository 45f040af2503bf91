// Boot: who is signed in and the registry come written into index.html by the server (docs/decisions/0026;
// asked of the server at once when they are not), register the remotes, then render. When the first page is
// a portal page, its frame and its remote start loading right away, in parallel, rather than one after the
// other (first paint: docs/architecture.md#budgets). A missing registry leaves the shell usable, with every
// remote route failing alone. Once loaded, the service worker installs so the next visit opens offline
// (docs/product/portal.md#installing-and-offline).
import { authStore, getRegistry, parseRegistry, type Registry } from '@portal/shared-api/core';
import { PortalProviders } from '@portal/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared-ui/router';
import { readBootData } from './app/boot-data.ts';
import { RegistryContext } from './app/registry-context.ts';
import { createAppRouter } from './app/router.tsx';
import { checkSession } from './auth/check-session.ts';
import { preloadPortal } from './app/portal-loader.ts';
import { preloadRemoteApp, registerRegistry } from './federation/remotes.ts';
import { matchRemote } from './routing/match-remote.ts';
import { registerServiceWorker } from './service-worker/register.ts';

const SHELL_PAGES = new Set(['/login', '/register']);

async function boot() {
  // The page the server wrote says who is signed in; the bare shell (opened offline) asks.
  const written = readBootData();
  if (written.user !== undefined) authStore.getState().setUser(written.user);
  else void checkSession();
  const onPortalPage = !SHELL_PAGES.has(location.pathname);
  if (onPortalPage) preloadPortal();
  const registry: Registry = written.registry
    ? parseRegistry(written.registry)
    : await getRegistry().catch((error: unknown) => {
        console.error('[portal] could not read /registry.json', error);
        return { remotes: [] };
      });
  registerRegistry(registry.remotes);
  const owner = onPortalPage ? matchRemote(registry.remotes, location.pathname)?.entry : undefined;
  if (owner?.enabled) preloadRemoteApp(owner);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <PortalProviders>
        <RegistryContext.Provider value={registry}>
          <RouterProvider router={createAppRouter()} />
        </RegistryContext.Provider>
      </PortalProviders>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
