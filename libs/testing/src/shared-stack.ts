import { inject } from 'vitest';
import { startStack, type SharedStack, type TestStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stacks of the run, one per worker of the stack phase (frontend/e2e/support/global-setup.ts). */
    stacks: SharedStack[];
  }
}

/** This worker's stack among the run's shared ones: one per worker, so files side by side never share data. */
export function workerStack(stacks: SharedStack[]): SharedStack {
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return stacks[(poolId - 1) % stacks.length]!;
}

/**
 * The whole built stack for an integration test: the worker's stack of the run, started once for the browser
 * tests and these (the `stack` project, vitest.config.ts), which its `stop()` leaves running; or, in a project
 * without them, a stack of the file's own.
 */
export async function useSharedStack(): Promise<TestStack> {
  const stacks = inject('stacks') as SharedStack[] | undefined;
  if (!stacks?.length) return startStack();
  const stack = workerStack(stacks);
  return { ...stack, logs: [], pids: {}, stop: async () => {} };
}
