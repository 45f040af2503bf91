// `npm test`: every check the project has, in order, each counted, then one last line `N passed, N failed`
// that CI reads. Whole-repo checks (typecheck, lint, builds, budgets) count as one test each; test runners
// (jest per front package, node:test for the server, Playwright) contribute their own counts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { REMOTE_DIRS } from './lib/remotes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.cache', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const frontPackages = ['shared-api', 'shared-ui', 'shell', ...REMOTE_DIRS];
const only = process.argv.slice(2);
const results = [];

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
  console.info(`\n[test] ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

async function check(name, command, args, options) {
  console.info(`\n[test] ${name}: ${[command, ...args].join(' ')}`);
  const code = await run(command, args, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jestPackage(pkg) {
  const dir = join(root, pkg);
  if (!existsSync(join(dir, 'jest.config.mjs'))) return;
  const file = join(out, `jest-${pkg}.json`);
  const code = await run(
    process.execPath,
    [
      '--experimental-vm-modules',
      join(dir, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--passWithNoTests',
      '--json',
      `--outputFile=${file}`,
    ],
    { cwd: dir },
  );
  const report = readJson(file);
  if (!report) return record(`jest ${pkg}`, 0, 1, `exit ${code}, no report`);
  const suitesFailed = report.numFailedTestSuites ?? 0;
  const failed = report.numFailedTests + (report.numFailedTests === 0 && suitesFailed > 0 ? suitesFailed : 0);
  record(`jest ${pkg}`, report.numPassedTests, failed || (code !== 0 ? 1 : 0));
}

async function serverSuite(name, env) {
  const tap = join(out, `${name}.tap`);
  const spec = join(out, `${name}.txt`);
  const code = await run(
    process.execPath,
    [
      '--test',
      // One process per engine: the ~80 files share their imports instead of each loading the app again
      // (about 40% of the suite's CPU); each file still builds its own app on its own database.
      '--test-isolation=none',
      '--test-reporter=spec',
      `--test-reporter-destination=${spec}`,
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      'src/**/*.test.ts',
    ],
    { cwd: join(root, 'server'), env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // Both engines run at once: print each report whole when it is done, not interleaved.
  if (existsSync(spec)) process.stdout.write(readFileSync(spec, 'utf8'));
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  record(`${name} (node:test)`, count('pass'), failed || (code !== 0 ? 1 : 0));
}

/** The server suite on PGlite and, at the same time, on a throwaway PostgreSQL (docs/decisions/0014). */
async function serverTests() {
  const postgres = await startThrowawayPostgres().catch((error) => {
    console.error(`[test] could not start PostgreSQL: ${error.message}`);
    return null;
  });
  const runs = [serverSuite('server on PGlite', {})];
  if (postgres) {
    console.info(`[test] server suite on PGlite and on ${postgres.version}`);
    runs.push(serverSuite('server on PostgreSQL', { TEST_DATABASE_URL: postgres.url }));
  } else if (process.env.PORTAL_REQUIRE_POSTGRES === '1') {
    record('server on PostgreSQL', 0, 1, 'PostgreSQL is not installed');
  } else {
    console.info(
      '[test] PostgreSQL is not installed here, so the PostgreSQL half of the server suite was skipped' +
        ' (CI never skips it; `apt-get install postgresql` runs it locally).',
    );
  }
  try {
    await Promise.all(runs);
  } finally {
    postgres?.stop();
  }
}

async function e2e() {
  const file = join(out, 'e2e.json');
  const code = await run(
    join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    ['test', '--reporter=list,json'],
    {
      cwd: join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    },
  );
  const stats = readJson(file)?.stats;
  if (!stats) return record('e2e (Playwright)', 0, 1, `exit ${code}, no report`);
  record(
    'e2e (Playwright)',
    stats.expected + stats.flaky,
    stats.unexpected || (code !== 0 ? 1 : 0),
    stats.flaky ? `${stats.flaky} flaky` : '',
  );
}

const wants = (step) => only.length === 0 || only.includes(step);
if (wants('static')) {
  await check('typecheck (tsc -b)', bin('tsc'), ['-b']);
  await check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
  await check('shared dependencies match the catalog', process.execPath, ['scripts/check-shared.mjs']);
  await check('no dead code: every export, file and dependency is used (knip)', bin('knip'), [
    '--no-progress',
    '--no-config-hints',
  ]);
  await check('every reference resolves inside the repository', process.execPath, [
    'scripts/check-references.mjs',
  ]);
  await check('server/README.md lists the modules as they are', process.execPath, [
    'scripts/server-modules.mjs',
    '--check',
  ]);
}
if (wants('unit')) for (const pkg of frontPackages) await jestPackage(pkg);
if (wants('server')) await serverTests();
if (wants('build') || wants('e2e')) {
  const built = await check('build (shell + five remotes)', process.execPath, ['scripts/build.mjs']);
  if (built) {
    await check('bundle budget', process.execPath, ['scripts/bundle-budget.mjs']);
    await check('one copy of each singleton at run time', process.execPath, ['scripts/check-singletons.mjs']);
    await check('a rebuild gives the same files', process.execPath, ['scripts/check-reproducible.mjs']);
    if (wants('e2e')) await e2e();
  } else {
    record('bundle budget and e2e', 0, 1, 'skipped: the build failed');
  }
}
if (wants('storybook')) {
  await check('storybook builds (shared-ui)', 'pnpm', ['--filter', '@portal/shared-ui', 'build-storybook']);
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.info('\n[test] summary');
for (const r of results)
  console.info(
    `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
