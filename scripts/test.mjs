#!/usr/bin/env node
// `npm test`: installs what is missing, builds (the browser and stack tests run the built processes), then runs
// every vitest project (unit, integration, browser) and closes with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

const lock = join(ROOT, 'package-lock.json');
const installed = join(ROOT, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}
if (run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']) !== 0) process.exit(1);

mkdirSync(join(ROOT, '.run'), { recursive: true });
const report = join(ROOT, '.run', 'vitest.json');
const status = run(join(ROOT, 'node_modules', '.bin', 'vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTotalTests, testResults } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  // A file that fails before its tests run (a browser that cannot start, a setup that throws) reports them as
  // skipped: they count as failed here, so the closing line never says "0 failed" of a run that failed.
  const brokenFiles = testResults.filter((file) => file.status === 'failed');
  const notRun = brokenFiles
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status !== 'passed' && test.status !== 'failed').length;
  if (brokenFiles.length > 0)
    console.log(
      `\n${brokenFiles.length} test file(s) failed: ${brokenFiles.map((file) => file.name.replace(`${ROOT}/`, '')).join(', ')}`,
    );
  const skipped = numPendingTests - notRun;
  console.log(
    `\nTests: ${numPassedTests} passed, ${numFailedTests + notRun} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  if (numTotalTests === 0) process.exit(1);
}
process.exit(status);
