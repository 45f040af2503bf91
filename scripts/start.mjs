// `npm start` after scripts/run.mjs prepared Node and the workspace: build the portal when its sources are
// newer than the last build, then run the API server, which migrates, seeds the demo data on first run and
// serves the shell, the remotes, the registry and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSourceMtime } from './lib/sources.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'deploy', '.build-stamp');

function needsBuild() {
  if (
    !existsSync(join(root, 'deploy', 'registry.json')) ||
    !existsSync(join(root, 'shell', 'dist', 'index.html'))
  ) {
    return true;
  }
  if (!existsSync(stampFile)) return true;
  return newestSourceMtime(root) > Number(readFileSync(stampFile, 'utf8'));
}

if (process.env.SKIP_BUILD !== '1' && needsBuild()) {
  const started = Date.now();
  console.info('[portal] building the shell and the five remotes (first start takes a few minutes)');
  const sourcesAt = newestSourceMtime(root);
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('[portal] the build failed; see the output above');
    process.exit(build.status ?? 1);
  }
  writeFileSync(stampFile, String(sourcesAt));
  console.info(`[portal] built in ${Math.round((Date.now() - started) / 1000)} s`);
}

const server = spawn(process.execPath, [join(root, 'server', 'src', 'server.ts')], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
