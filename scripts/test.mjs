#!/usr/bin/env node
// `npm test`: installs what is missing, builds (the browser and stack tests run the built processes), then runs
// every vitest project in three phases (fast, stack, resilience: vitest.shared.ts), prints the time of each phase
// and the slowest files, and closes with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

const lock = join(ROOT, 'package-lock.json');
const installed = join(ROOT, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}
if (run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']) !== 0) process.exit(1);
const built = Date.now();

// The browser tests serve a copy of the SPA just built, which a later `npm run build` cannot empty under them
// (their global setup would otherwise build it once more).
const spa = mkdtempSync(join(tmpdir(), 'readiness-e2e-spa-'));
cpSync(join(ROOT, 'frontend', 'dist'), spa, { recursive: true });

mkdirSync(join(ROOT, '.run'), { recursive: true });
const report = join(ROOT, '.run', 'vitest.json');
const timings = join(ROOT, '.run', 'vitest-files.json');
rmSync(timings, { force: true });
const status = run(
  join(ROOT, 'node_modules', '.bin', 'vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/test-timings.mjs',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { ...process.env, E2E_STATIC_DIR: spa },
);
rmSync(spa, { recursive: true, force: true });

if (existsSync(timings)) {
  const { files } = JSON.parse(readFileSync(timings, 'utf8'));
  const phaseOf = (project) =>
    ({
      'frontend-e2e': 'stack',
      stack: 'stack',
      resilience: 'resilience',
      'resilience-browser': 'resilience',
    })[project] ?? 'fast';
  const rows = ['fast', 'stack', 'resilience'].flatMap((phase) => {
    const inPhase = files.filter((file) => phaseOf(file.project) === phase);
    if (inPhase.length === 0) return [];
    const from = Math.min(...inPhase.map((file) => file.start));
    const to = Math.max(...inPhase.map((file) => file.end));
    return [`  ${phase.padEnd(10)} ${seconds((to - from) * 1000).padStart(6)}  (${inPhase.length} files)`];
  });
  console.log(
    `\nTime: ${seconds(Date.now() - started)} in all; install and build ${seconds(built - started)}, then by phase:`,
  );
  console.log(rows.join('\n'));
  console.log('\nThe 15 slowest test files:');
  for (const file of [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 15))
    console.log(
      `  ${`${(file.end - file.start).toFixed(1)} s`.padStart(8)}  ${file.project.padEnd(12)} ${file.file}`,
    );
}
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
