import type { Decorator, Preview } from '@storybook/react-webpack5';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { setColorMode, type ColorMode } from '../src/providers/color-mode.ts';
import { PortalProviders } from '../src/providers/portal-providers.tsx';

function ColorModeSync({ mode }: { mode: ColorMode }) {
  useEffect(() => setColorMode(mode), [mode]);
  return null;
}

const withPortal: Decorator = (Story, context) => {
  const mode = (context.globals.colorMode ?? 'light') as ColorMode;
  return (
    <PortalProviders>
      <ColorModeSync mode={mode} />
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </PortalProviders>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  globalTypes: {
    colorMode: {
      description: 'Light or dark',
      toolbar: { title: 'Colour mode', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: { layout: 'padded' },
};

export default preview;
