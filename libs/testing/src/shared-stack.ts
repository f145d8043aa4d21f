import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { startStack, type SharedStack, type TestStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each of the run's stacks (one per worker of the stack phase, frontend/e2e/support/global-setup.ts) says
     * how its start went: they start in the background while the fast phase runs, and a worker waits for its own.
     */
    stackFiles: string[];
  }
}

/** What a stack's status file holds once its start has ended. */
export type StackStatus = { state: 'ready'; stack: SharedStack } | { state: 'failed'; error: string };

/** Writes a stack's status whole or not at all: a worker reading it meanwhile never sees half of it. */
export function writeStackStatus(file: string, status: StackStatus): void {
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, JSON.stringify(status));
  renameSync(partial, file);
}

/** This worker's status file among the run's: one stack per worker, so files side by side never share data. */
function workerStackFile(): string | undefined {
  let files: string[] | undefined;
  try {
    files = inject('stackFiles');
  } catch {
    files = undefined;
  }
  if (!files?.length) return undefined;
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return files[(poolId - 1) % files.length];
}

let ready: SharedStack | undefined;

/**
 * Waits until this worker's stack of the run has started, and returns it; undefined in a project without them.
 * Throws what went wrong when it could not start. The stack projects wait in a setup file
 * (wait-for-shared-stack.setup.ts), before any hook of the test file runs.
 */
export async function waitForSharedStack(timeoutMs = 30 * 60_000): Promise<SharedStack | undefined> {
  if (ready) return ready;
  const file = workerStackFile();
  if (!file) return undefined;
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`the worker's stack was not ready after ${timeoutMs / 1000} s (${file})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const status = JSON.parse(readFileSync(file, 'utf8')) as StackStatus;
  if (status.state === 'failed') throw new Error(`the worker's stack did not start: ${status.error}`);
  ready = status.stack;
  return ready;
}

/** This worker's stack of the run, once waited for (the stack projects' setup file does). */
export function sharedStack(): SharedStack {
  if (!ready) throw new Error('the shared stack is used before waitForSharedStack() (a test or hook only)');
  return ready;
}

/**
 * The whole built stack for an integration test: the worker's stack of the run, started once for the browser
 * tests and these (the `stack` project, vitest.config.ts), which its `stop()` leaves running; or, in a project
 * without them, a stack of the file's own.
 */
export async function useSharedStack(): Promise<TestStack> {
  const stack = await waitForSharedStack();
  if (!stack) return startStack();
  return { ...stack, logs: [], pids: {}, mail: undefined, stop: async () => {} };
}
