// The design system's global CSS (reset, global styles and the ~700 token variables) written into the shell's
// page at build time, so a phone does not build, hash and insert it at every boot: at 4× CPU that was about
// half a second of the dashboard's first paint (docs/decisions/0026-fast-on-a-phone.md). The same functions
// emotion's <Global> runs (serialize, then stylis with its prefixer), on the same system object; shared-ui's
// PortalProviders skips its runtime copy when the page carries this element.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './shared.mjs';

/** The id shared-ui/src/providers/page-system.ts looks for. */
const ELEMENT_ID = 'portal-global-css';

function emotionTools() {
  const fromSharedUi = createRequire(join(repoRoot, 'shared-ui', 'package.json'));
  const fromEmotion = createRequire(fromSharedUi.resolve('@emotion/react'));
  const fromCache = createRequire(fromEmotion.resolve('@emotion/cache'));
  return { serialize: fromEmotion('@emotion/serialize'), stylis: fromCache('stylis') };
}

/** `<style id="portal-global-css">…</style>` for the shell's index.html. */
export async function prebuiltGlobalStyle() {
  const { system } = await import(
    pathToFileURL(join(repoRoot, 'shared-ui', 'src', 'theme', 'system.ts')).href
  );
  const { serialize, stylis } = emotionTools();
  const { styles } = serialize.serializeStyles([system.layers.atRule, system._global]);
  const css = stylis.serialize(
    stylis.compile(styles),
    stylis.middleware([stylis.prefixer, stylis.stringify]),
  );
  // `</` cannot end the element early: no CSS value of the theme contains it, and it fails the build if one does.
  if (css.includes('</')) throw new Error('the global CSS contains "</"');
  return `<style id="${ELEMENT_ID}">${css}</style>`;
}
