#!/usr/bin/env node
// `npm start`: installs what is missing, builds, migrates, seeds and starts everything at http://localhost:8080.
// Plain JavaScript on purpose: it runs before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const lock = join(ROOT, 'package-lock.json');
const installed = join(ROOT, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('› installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// Checks PostgreSQL, Redis and NATS, then builds, migrates, seeds and starts the stack (TypeScript, run by tsx).
run(join(ROOT, 'node_modules', '.bin', 'tsx'), [
  join(ROOT, 'scripts', 'start-stack.ts'),
  ...process.argv.slice(2),
]);
