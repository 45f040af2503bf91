// Chakra's createSystem builds the global CSS (reset, global styles, every token variable) eagerly, and its
// provider hands it to emotion at every boot. The shell's page carries that CSS prebuilt
// (prebuilt-global-css.mjs), so the system builds it only when something reads `_global` (docs/decisions/0026).
// A no-op if Chakra renames either line: the CSS is then built eagerly, as before.
module.exports = function lazyChakraGlobal(source) {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const field = '    _global,\n';
  if (!source.includes(eager) || !source.includes(field)) return source;
  return source
    .replace(
      eager,
      'let _global;\n  const lazyGlobal = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    )
    .replace(field, '    get _global() {\n      return lazyGlobal();\n    },\n');
};
