// The server's test files whose suites start processes and mostly wait on them: those that call
// `processSuite(…)` (server/src/testing/database.ts). `npm test` runs them in a lane of their own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Their paths, relative to `serverDir`. */
export function processSuiteFiles(serverDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('processSuite('))
        found.push(relative(serverDir, path));
    }
  };
  walk(join(serverDir, 'src'));
  return found.sort();
}
