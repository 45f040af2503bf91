// Everything a page needs around it, rendered once by the shell (remotes inherit it through the single
// React tree) and by each remote's standalone page, Storybook and tests.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Toaster } from '../components/toaster.tsx';
import { system } from '../theme/system.ts';
import { applyColorMode } from './color-mode.ts';
import { pageSystem } from './page-system.ts';

export type PortalProvidersProps = { children: ReactNode; swr?: SWRConfiguration };

const defaultSwr: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: 2,
  keepPreviousData: true,
};

applyColorMode();
const providedSystem = pageSystem(system);

export function PortalProviders({ children, swr }: PortalProvidersProps) {
  return (
    <ChakraProvider value={providedSystem}>
      <SWRConfig value={{ ...defaultSwr, ...swr }}>
        {children}
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
