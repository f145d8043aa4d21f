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
  const { numPassedTests, numFailedTests, numPendingTests, numTotalTests } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  console.log(
    `\nTests: ${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`,
  );
  if (numTotalTests === 0) process.exit(1);
}
process.exit(status);
