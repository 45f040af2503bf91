// Chakra's theme module builds `defaultThemeConfig` with a call webpack must assume has side effects, which
// keeps all 76 recipes alive even when shared-ui imports only the ones it uses. Marking the call pure lets
// the minifier drop it (docs/decisions/0021-library-picks.md#chakra-under-module-federation). A no-op if
// Chakra renames the line.
module.exports = function pureChakraTheme(source) {
  return source.replace(
    'const defaultThemeConfig = defineConfig(',
    'const defaultThemeConfig = /*#__PURE__*/ defineConfig(',
  );
};
