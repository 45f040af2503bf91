import type { Registry } from '@portal/shared-api/core';
import { createContext, useContext } from 'react';

export const RegistryContext = createContext<Registry>({ remotes: [] });

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
