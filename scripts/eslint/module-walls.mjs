// The server's walls, as a lint rule (docs/architecture.md#server-modules): a module reaches another only
// through its index.ts (behaviour) or tables.ts (its tables, for joins and foreign keys); tests and factories
// may also use another module's factory and test kit, seed files another module's seed files; core/ imports nothing of the app (types of platform/
// aside); platform/ imports no module but their tables; only tests and factories import testing/.
import { dirname, relative, resolve, sep } from 'node:path';

const SERVER_SRC = `${sep}server${sep}src${sep}`;

/** Where a server file stands: its layer, and its module for files under modules/. */
function placeOf(file) {
  const at = file.lastIndexOf(SERVER_SRC);
  if (at < 0) return null;
  const rel = file
    .slice(at + SERVER_SRC.length)
    .split(sep)
    .join('/');
  const [top, second] = rel.split('/');
  if (top === 'modules') return { layer: 'module', module: second, rel };
  if (['core', 'platform', 'seed', 'testing'].includes(top)) return { layer: top, rel };
  return { layer: 'root', rel };
}

const isTestSide = (rel) =>
  /\.test\.ts$/.test(rel) || /\/(factory[^/]*|test-kit)\.ts$/.test(rel) || rel.startsWith('testing/');
const base = (rel) => rel.split('/').pop();
const isSeedFile = (rel) => /^seed/.test(base(rel)) || rel.includes('/seed-data/');

function problem(from, to, typeOnly) {
  if (to.layer === 'testing' || (to.layer === 'module' && /^(factory|test-kit)/.test(base(to.rel))))
    if (!isTestSide(from.rel)) return 'Test helpers (testing/, factories, test kits) are for tests only.';
  if (from.layer === 'core') {
    if (to.layer === 'core') return null;
    if (typeOnly && (to.layer === 'platform' || to.rel === 'config.ts')) return null;
    return 'core/ is the bottom layer: it imports no module, platform, seed or app file (types of platform aside).';
  }
  if (to.layer !== 'module') return null;
  if (from.layer === 'module' && from.module === to.module) return null;
  const file = base(to.rel);
  const face = to.rel === `modules/${to.module}/index.ts` || to.rel === `modules/${to.module}/tables.ts`;
  if (face) return from.layer === 'platform' && file === 'index.ts' ? platformMessage : null;
  // The demo data is one story across modules: a seed file may use another module's seed files.
  if ((from.layer === 'seed' || isSeedFile(from.rel)) && isSeedFile(to.rel)) return null;
  if (isTestSide(from.rel) && /^(factory|test-kit)/.test(file)) return null;
  if (from.layer === 'platform') return platformMessage;
  return `Reach the ${to.module} module through its index.ts (or tables.ts for its tables), not ${file}.`;
}
const platformMessage =
  'platform/ serves every module and imports none (their tables aside): app.ts hands it what it needs.';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the server modules and layers apart.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.filename), source));
      if (!to) return;
      const message = problem(from, to, typeOnly);
      if (message)
        context.report({
          node,
          message: `${message} (${relative(dirname(context.filename), resolve(dirname(context.filename), source))})`,
        });
    };
    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.source.value,
          node.importKind === 'type' || node.specifiers.every((s) => s.importKind === 'type'),
        ),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.value, false),
    };
  },
};
