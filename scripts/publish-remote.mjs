// Ships one remote without rebuilding the shell: npm run publish-remote -- <name> [--version v]
// (build it first with pnpm --filter @portal/mfe-<name> build). Rollback = publish or point at an older version.
import { parseArgs } from 'node:util';
import { publishRemote, REMOTES } from './lib/publish.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' } },
});
const [name] = positionals;
if (!name || !REMOTES.includes(name)) {
  console.error(`usage: npm run publish-remote -- <${REMOTES.join('|')}> [--version v]`);
  process.exit(2);
}
const entry = await publishRemote(name, { version: values.version });
console.info(`published ${entry.name} ${entry.version}: ${entry.entry}`);
