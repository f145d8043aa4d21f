#!/usr/bin/env node
// `npm test`: installs what is missing, builds (the browser and stack tests run the built processes), then runs
// every vitest project in three phases (fast, stack, resilience: vitest.shared.ts), prints the time of each phase,
// the CPU time each used and who used it (scripts/cpu-use.mjs) and the slowest files, and closes with one plain
// "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CpuAccount, describeUse } from './cpu-use.mjs';

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
// Read while vitest runs (so not through spawnSync, which would hold this process still): the CPU each phase used.
const cpu = CpuAccount.available() ? new CpuAccount() : undefined;
cpu?.start();
const vitest = spawn(
  join(ROOT, 'node_modules', '.bin', 'vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/test-timings.mjs',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, E2E_STATIC_DIR: spa } },
);
// Ctrl-C reaches vitest too (same process group): this process waits for it to close and reports what ran.
process.on('SIGINT', () => undefined);
const status = await new Promise((resolve) => {
  vitest.on('error', () => resolve(1));
  vitest.on('close', (code) => resolve(code ?? 1));
});
cpu?.stop();
rmSync(spa, { recursive: true, force: true });

if (existsSync(timings)) {
  const { files, startedAt } = JSON.parse(readFileSync(timings, 'utf8'));
  const phaseOf = (project) =>
    ({
      'frontend-e2e': 'stack',
      stack: 'stack',
      resilience: 'resilience',
      'resilience-browser': 'resilience',
    })[project] ?? 'fast';
  const phases = ['fast', 'stack', 'resilience'].flatMap((phase) => {
    const inPhase = files.filter((file) => phaseOf(file.project) === phase);
    if (inPhase.length === 0) return [];
    const from = Math.min(...inPhase.map((file) => file.start));
    const to = Math.max(...inPhase.map((file) => file.end));
    return [{ phase, from, to, count: inPhase.length }];
  });
  console.log(
    `\nTime: ${seconds(Date.now() - started)} in all; install and build ${seconds(built - started)}, then by phase:`,
  );
  console.log(
    phases
      .map(
        ({ phase, from, to, count }) =>
          `  ${phase.padEnd(10)} ${seconds((to - from) * 1000).padStart(6)}  (${count} files)`,
      )
      .join('\n'),
  );
  if (cpu && startedAt !== undefined && phases.length > 0) {
    const at = (offset) => startedAt + offset * 1000;
    const uses = phases.map(({ phase, from, to }) => [phase, cpu.between(at(from), at(to))]);
    const whole = cpu.between(at(phases[0].from), at(phases.at(-1).to));
    console.log(`\nCPU time by phase (${cpu.cores} cores), and who used it, in CPU-seconds:`);
    console.log(uses.map(([phase, use]) => describeUse(phase, use)).join('\n'));
    console.log(describeUse('all', whole));
    console.log(
      `  The machine's work during the phases, ${Math.round(whole.busy)} CPU-s, takes at least ${seconds((whole.busy / cpu.cores) * 1000)} on ${cpu.cores} cores kept fully busy.`,
    );
  }
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
