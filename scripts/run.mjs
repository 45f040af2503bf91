// Entry point of every root command (`npm start`, `npm test`, ...). It runs on the machine's Node, whatever
// its version (Node 20 here), brings the project's Node and pnpm into the git-ignored `.tools/` from the
// npm registry when they are missing, installs the workspace, then hands over to `pnpm run x:<command>`
// under the project's Node. Keep this file dependency-free and Node-20 compatible.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tools = join(root, '.tools');
const bin = join(tools, 'node_modules', '.bin');
const wanted = { node: '24.21.0', pnpm: '12.21.0' };

function log(message) {
  process.stderr.write(`[portal] ${message}\n`);
}

function toolsReady() {
  const manifest = join(tools, 'package.json');
  if (!existsSync(join(bin, 'node')) || !existsSync(join(bin, 'pnpm')) || !existsSync(manifest)) return false;
  const deps = JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {};
  return deps.node === wanted.node && deps.pnpm === wanted.pnpm;
}

function ensureTools() {
  if (toolsReady()) return;
  log(`fetching Node ${wanted.node} and pnpm ${wanted.pnpm} from the npm registry into .tools/ (once)`);
  mkdirSync(tools, { recursive: true });
  writeFileSync(
    join(tools, 'package.json'),
    JSON.stringify({ name: 'portal-tools', private: true, dependencies: wanted }, null, 2),
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: tools,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !toolsReady()) {
    log('could not install the toolchain into .tools/: check access to the npm registry');
    process.exit(result.status || 1);
  }
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const [command = 'start', ...rest] = process.argv.slice(2);
ensureTools();
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  npm_config_update_notifier: 'false',
};
const lockfile = existsSync(join(root, 'pnpm-lock.yaml'));
const installArgs = [
  'install',
  lockfile && process.env.PORTAL_UNFROZEN !== '1' ? '--frozen-lockfile' : '--no-frozen-lockfile',
];
const installed = await run(join(bin, 'pnpm'), installArgs, env);
if (installed !== 0) process.exit(installed);
process.exit(await run(join(bin, 'pnpm'), ['run', '--silent', `x:${command}`, ...rest], env));
