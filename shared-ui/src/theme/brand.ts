// Our brand: the palette, its semantic tokens for light and dark, fonts, and brand as the default palette.
import { defineConfig } from '@chakra-ui/react';

export const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    html: { colorPalette: 'brand' },
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
        // Chakra's default subtle text (gray.400) is 2.9:1 on white; WCAG 2.2 AA asks 4.5:1 for body text.
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
        sidebar: {
          bg: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          active: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
        },
      },
    },
  },
});
