import { Box, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { system } from '../theme/system.ts';
import { pageSystem } from './page-system.ts';

/** The style elements whose rules define the design system's token variables. */
const tokenSheets = () =>
  [...document.querySelectorAll('style')].filter((style) =>
    [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('--chakra-colors-gray-50:')),
  );

function pageWithPrebuiltCss() {
  const style = document.createElement('style');
  style.id = 'portal-global-css';
  style.textContent = ':root{--chakra-colors-gray-50:#fafafa;}';
  document.head.append(style);
  return style;
}

afterEach(() => document.getElementById('portal-global-css')?.remove());

test('a page whose HTML carries the global CSS gets no second copy at boot, and components are still styled', () => {
  const prebuilt = pageWithPrebuiltCss();
  render(
    <ChakraProvider value={pageSystem(system)}>
      <Box color="fg.muted">Recent Courses</Box>
    </ChakraProvider>,
  );
  expect(tokenSheets()).toEqual([prebuilt]);
  expect(screen.getByText('Recent Courses').className).toMatch(/css-/);
});

test('a page without it (Storybook, a remote on its own) gets the reset and the token variables at boot', () => {
  render(
    <ChakraProvider value={pageSystem(system)}>
      <Box>Recent Courses</Box>
    </ChakraProvider>,
  );
  expect(tokenSheets()).toHaveLength(1);
  expect(pageSystem(system)).toBe(system);
});
