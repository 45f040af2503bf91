// Boot: read the registry, register the remotes (nothing is fetched until a route needs one), ask who is
// signed in, then render. A missing registry leaves the shell usable, with every remote route failing alone.
import { authStore, getRegistry, type Registry } from '@portal/shared-api/core';
import { PortalProviders } from '@portal/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@portal/shared-ui/router';
import { RegistryContext } from './app/registry-context.ts';
import { createAppRouter } from './app/router.tsx';
import { registerRegistry } from './federation/remotes.ts';

async function boot() {
  const registry: Registry = await getRegistry().catch((error: unknown) => {
    console.error('[portal] could not read /registry.json', error);
    return { remotes: [] };
  });
  registerRegistry(registry.remotes);
  void authStore
    .getState()
    .refresh()
    .catch(() => authStore.getState().setUser(null));

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
}

void boot();
