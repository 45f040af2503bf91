// Builds the shell and the five remotes one at a time (2-core machines), then publishes each remote under
// an immutable versioned folder in deploy/ and points the registry at it.
import { spawnSync } from 'node:child_process';
import { REMOTES, publishRemote } from './lib/publish.mjs';

const apps = ['shell', ...REMOTES.map((name) => `mfe-${name}`)];
for (const app of apps) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['--filter', `@portal/${app}`, 'run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[build] ${app} failed`);
    process.exit(result.status ?? 1);
  }
  console.info(`[build] ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
for (const name of REMOTES) {
  const { version } = await publishRemote(name);
  console.info(`[build] published ${name} ${version}`);
}
