// The portal's one design system: Chakra's defaults plus our brand palette and semantic colours, which
// switch with the `dark` class on <html> (see providers/color-mode.ts).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#bcd3ff' },
          300: { value: '#8eb6ff' },
          400: { value: '#598dfc' },
          500: { value: '#3366f5' },
          600: { value: '#1f48ea' },
          700: { value: '#1a37c9' },
          800: { value: '#1c31a3' },
          900: { value: '#1d2f81' },
          950: { value: '#161e4e' },
        },
      },
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        sidebar: {
          bg: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          active: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
