// The portal's one design system: Chakra's base config (conditions, utilities) plus the default tokens, only
// the recipes shared-ui uses, our brand palette and semantic colours. Colours switch with the `dark` class on
// <html> (providers/color-mode.ts). `brand` is the default colour palette, set once here: pages never pass
// `colorPalette` for the brand colour.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brand } from './brand.ts';
import { recipes, slotRecipes } from './recipes.ts';

const base = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, base, brand);
