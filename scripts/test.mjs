// `npm test`: every check the project has, each counted, then one last line `N passed, N failed` that CI
// reads. Whole-repo checks (typecheck, lint, builds, budgets) count as one test each; test runners (jest per
// front package, node:test for the server, Playwright) contribute their own counts.
//
// Three lanes run side by side, because no lane waits for another and each leaves the machine idle at times
// (docs/decisions/0025): the checks (static checks, the front packages' tests, Storybook), the server suite
// (PGlite and PostgreSQL at once, the suites that wait on processes beside them), and the browser (build, journeys, the build's budgets, then whatever front
// package tests are still waiting). Each
// step's output is kept and printed whole when the step ends, so the lanes do not interleave line by line.
// `npm test -- server` (or static, unit, build, e2e, storybook) runs only those steps.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { REMOTE_DIRS } from './lib/remotes.mjs';
import { processSuiteFiles } from './lib/process-suites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.cache', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'logs'), { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const frontPackages = ['shared-api', 'shared-ui', 'shell', ...REMOTE_DIRS];
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const started = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

/** Results in the order the steps are declared, whatever order they finish in. */
const results = [];
function slot(name) {
  const entry = { name, passed: 0, failed: 0, note: '', time: '', failures: [] };
  results.push(entry);
  return entry;
}

// The browser lane is the longest, and its journeys wait on a server and a browser: the other two lanes run
// in the background (`nice`, where there is one), on what it leaves of the CPU instead of slowing it.
const nice = process.platform !== 'win32';

/** Runs a command with its output kept in a log, printed whole once it ends; resolves to its exit code. */
function run(name, command, args, { background = false, ...options } = {}) {
  const log = join(out, 'logs', `${name.replace(/[^\w]+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const [program, argv] = background && nice ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(program, argv, {
      cwd: root,
      stdio: ['ignore', fd, fd],
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code) => {
      closeSync(fd);
      process.stdout.write(
        `\n[test] ── ${name} (${[command, ...args].join(' ')})\n${readFileSync(log, 'utf8')}`,
      );
      resolve(code ?? 1);
    });
  });
}

function record(entry, passed, failed, note = '') {
  Object.assign(entry, { passed, failed, note });
  console.info(
    `[test] ${entry.name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''} in ${entry.time}`,
  );
}

async function check(name, command, args, options) {
  const entry = slot(name);
  const from = Date.now();
  const code = await run(name, command, args, options);
  entry.time = seconds(from);
  record(entry, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

/** A check off the longest path: it runs in the background. */
const background = (name, command, args) => check(name, command, args, { background: true });

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
  const entry = slot(`jest ${pkg}`);
  const from = Date.now();
  const file = join(out, `jest-${pkg}.json`);
  const code = await run(
    `jest ${pkg}`,
    process.execPath,
    [
      '--experimental-vm-modules',
      join(dir, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--ci',
      '--passWithNoTests',
      '--json',
      `--outputFile=${file}`,
    ],
    { cwd: dir, background: true },
  );
  entry.time = seconds(from);
  const report = readJson(file);
  if (!report) return record(entry, 0, 1, `exit ${code}, no report`);
  entry.failures = (report.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    const where = file.name.slice(dir.length + 1);
    if (tests.length === 0 && file.status === 'failed') return [`${where} (the file did not run)`];
    return tests.map((t) => `${where}: ${t.fullName}`);
  });
  const suitesFailed = report.numFailedTestSuites ?? 0;
  const failed = report.numFailedTests + (report.numFailedTests === 0 && suitesFailed > 0 ? suitesFailed : 0);
  record(entry, report.numPassedTests, failed || (code !== 0 ? 1 : 0));
}

async function serverSuite(name, env, files = ['src/**/*.test.ts']) {
  const entry = slot(`${name} (node:test)`);
  const from = Date.now();
  const tap = join(out, `${name}.tap`);
  const code = await run(
    name,
    process.execPath,
    [
      '--test',
      // One process per engine: the files share their imports instead of each loading the app again;
      // each file still builds its own app on a database of its own (server/src/testing/database.ts).
      '--test-isolation=none',
      '--test-reporter=spec',
      '--test-reporter=tap',
      `--test-reporter-destination=stdout`,
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd: join(root, 'server'), env, background: true },
  );
  entry.time = seconds(from);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  // TAP names a failing test on its `not ok` line; the enclosing suites' own `not ok` lines repeat it.
  entry.failures = [...text.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((m) => m[1]);
  const failed = count('fail') + count('cancelled');
  record(entry, count('pass'), failed || (code !== 0 ? 1 : 0));
}

/** The server suite on PGlite and, at the same time, on a throwaway PostgreSQL (docs/decisions/0014). */
async function serverTests() {
  const postgres = await startThrowawayPostgres({ background: true }).catch((error) => {
    console.error(`[test] could not start PostgreSQL: ${error.message}`);
    return null;
  });
  // With both lanes, the suites whose behaviour does not depend on the engine run on PostgreSQL's only
  // (server/src/testing/database.ts, `engineIndependent`): the PGlite lane is the longest.
  const runs = [serverSuite('server on PGlite', postgres ? { TEST_POSTGRES_LANE: '1' } : {})];
  if (postgres) {
    console.info(`[test] server suite on PGlite and on ${postgres.version}`);
    // The suites that mostly wait on processes they start run in a lane of their own, beside the rest.
    const env = { TEST_DATABASE_URL: postgres.url };
    runs.push(serverSuite('server on PostgreSQL', { ...env, TEST_PROCESS_SUITES: 'elsewhere' }));
    runs.push(serverSuite('server processes on PostgreSQL', env, processSuiteFiles(join(root, 'server'))));
  } else if (process.env.PORTAL_REQUIRE_POSTGRES === '1') {
    record(slot('server on PostgreSQL'), 0, 1, 'PostgreSQL is not installed');
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
  const entry = slot('e2e (Playwright)');
  const from = Date.now();
  const file = join(out, 'e2e.json');
  const code = await run(
    'e2e',
    join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    // A journey that fails is run once more, with its trace on; one that then passes is named as flaky
    // in the summary, where it is seen and fixed, instead of failing a run on a busy machine.
    ['test', '--reporter=list,json', '--retries=1'],
    {
      cwd: join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    },
  );
  entry.time = seconds(from);
  const report = readJson(file);
  const stats = report?.stats;
  entry.failures = playwrightProblems(report?.suites ?? []);
  if (!stats) return record(entry, 0, 1, `exit ${code}, no report`);
  record(
    entry,
    stats.expected + stats.flaky,
    stats.unexpected || (code !== 0 ? 1 : 0),
    stats.flaky ? `${stats.flaky} flaky` : '',
  );
}

/** `file › title: outcome` for each journey that failed or only passed on its retry. */
function playwrightProblems(suites) {
  const found = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          found.push(`${spec.file} › ${spec.title}: ${test.status === 'flaky' ? 'flaky' : 'failed'}`);
  };
  suites.forEach(walk);
  return found;
}

// The front packages' jest runs and Storybook, one queue taken by whichever lane is free (the checks lane
// after the static checks, the browser lane after its journeys), longest first (docs/decisions/0025).
const SLOWEST_FIRST = [
  'mfe-authoring',
  'mfe-account',
  'shared-ui',
  'mfe-learning',
  'mfe-commerce',
  'mfe-community',
];
const rank = (pkg) => (SLOWEST_FIRST.includes(pkg) ? SLOWEST_FIRST.indexOf(pkg) : SLOWEST_FIRST.length);
const storybook = () =>
  background('storybook builds (shared-ui)', 'pnpm', ['--filter', '@portal/shared-ui', 'build-storybook']);
const afterChecks = [
  ...(wants('unit')
    ? frontPackages.toSorted((a, b) => rank(a) - rank(b)).map((pkg) => () => jestPackage(pkg))
    : []),
  ...(wants('storybook') ? [storybook] : []),
];
async function drainQueue() {
  for (let task = afterChecks.shift(); task; task = afterChecks.shift()) await task();
}

async function checksLane() {
  if (wants('static')) {
    await background('typecheck (tsc -b)', bin('tsc'), ['-b']);
    await background('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
    await background('shared dependencies match the catalog', process.execPath, ['scripts/check-shared.mjs']);
    await background('no dead code: every export, file and dependency is used (knip)', bin('knip'), [
      '--no-progress',
      '--no-config-hints',
    ]);
    await background('every reference resolves inside the repository', process.execPath, [
      'scripts/check-references.mjs',
    ]);
    await background('server/README.md lists the modules as they are', process.execPath, [
      'scripts/server-modules.mjs',
      '--check',
    ]);
  }
  await drainQueue();
}

async function browserLane() {
  if (!wants('build') && !wants('e2e')) return;
  const built = await check('build (shell + five remotes)', process.execPath, ['scripts/build.mjs']);
  if (!built) return record(slot('bundle budget and e2e'), 0, 1, 'skipped: the build failed');
  // The build's checks come after the journeys, not beside them: the budget starts a portal of its own, whose
  // first start (migrations and the demo seed) could take minutes under `nice` beside the journeys' browser.
  if (wants('e2e')) await e2e();
  await background('bundle budget', process.execPath, ['scripts/bundle-budget.mjs']);
  await background('one copy of each singleton at run time', process.execPath, [
    'scripts/check-singletons.mjs',
  ]);
  await background('a rebuild gives the same files', process.execPath, ['scripts/check-reproducible.mjs']);
  await drainQueue();
}

await Promise.all([checksLane(), wants('server') ? serverTests() : null, browserLane()]);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.info(`\n[test] summary (${seconds(started)} in all)`);
for (const r of results) {
  console.info(
    `  ${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed` +
      `${r.note ? ` (${r.note})` : ''}${r.time ? `, ${r.time}` : ''}`,
  );
  // The summary is the part of a long log that is read: it names what failed (and the flaky journeys).
  for (const failure of r.failures.slice(0, 12)) console.info(`         - ${failure}`);
  if (r.failures.length > 12) console.info(`         - and ${r.failures.length - 12} more`);
}
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
