import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import { writeStackStatus } from '@readiness/testing/shared-stack';
import { startStack, type TestStack } from '@readiness/testing/stack';
import { STACK_WORKERS } from '../../../vitest.shared.ts';
import { startInbox } from './inbox-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The emails the stacks sent, as read by an SMTP server on loopback (support/inbox.ts). */
    inboxUrl: string;
    /** Where the shared roles' signed-in sessions are kept for the run (support/roles.ts). */
    sessionsDir: string;
  }
}

const frontendRoot = new URL('../..', import.meta.url).pathname;

interface Started {
  /** Each stack's status file (@readiness/testing/shared-stack), written when its start has ended. */
  stackFiles: string[];
  inboxUrl: string;
  /** The shared roles' saved sessions (support/roles.ts), removed with the stacks. */
  sessionsDir: string;
  stop(): Promise<void>;
  users: number;
}

/*
 * The browser tests (frontend-e2e) and the integration tests of the whole stack (the `stack` project) share the
 * stacks: both projects name this file as their global setup, which vitest runs once per project in the same
 * process, so the first call starts them and the last teardown stops them.
 */
const KEY = Symbol.for('readiness.test.stacks');
type Holder = { [KEY]?: Promise<Started> };

/** The SPA to serve: E2E_STATIC_DIR (`npm test` copies its fresh build there), frontend/dist, or a build of its own. */
async function staticDir(): Promise<{ dir: string; cleanup: () => void }> {
  if (process.env.E2E_STATIC_DIR) return { dir: process.env.E2E_STATIC_DIR, cleanup: () => {} };
  if (process.env.E2E_SKIP_BUILD === '1') return { dir: join(frontendRoot, 'dist'), cleanup: () => {} };
  // A directory of its own, so a concurrent `npm run build` emptying frontend/dist cannot pull the pages away.
  const outDir = mkdtempSync(join(tmpdir(), 'readiness-e2e-spa-'));
  const cleanup = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      root: frontendRoot,
      configFile: join(frontendRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } catch (error) {
    cleanup();
    throw error;
  }
  return { dir: outDir, cleanup };
}

/** How many stacks this run needs: one per worker, but no more than the stack phase's files selected. */
async function stacksNeeded(project: TestProject): Promise<number> {
  try {
    const vitest = project.vitest as typeof project.vitest & { filenamePattern?: string[] };
    const specs = await vitest.globTestSpecifications(vitest.filenamePattern ?? []);
    const files = new Set(
      specs
        .filter((spec) => ['frontend-e2e', 'stack'].includes(spec.project.name))
        .map((spec) => spec.moduleId),
    );
    return Math.max(1, Math.min(STACK_WORKERS, files.size));
  } catch {
    return STACK_WORKERS;
  }
}

/** The stacks' settings for the browser tests. */
function stackEnv(staticDir: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    STATIC_DIR: staticDir,
    // The notifications service sends to the SMTP server on loopback; tests read what arrived (support/inbox.ts).
    SMTP_URL: smtpUrl,
    // Every browser file's purchases queue receipts, each fetching its invoice PDF from billing: on a loaded
    // machine four at a time kept a reset or verification email waiting past a test's 20 s.
    EMAIL_CONCURRENCY: '16',
    ACCOUNT_EMAIL_IP_LIMIT: '1000',
    // Every test signs up new users from 127.0.0.1; the per-address limits are the auth service's own tests.
    REGISTER_IP_LIMIT: '1000',
    REGISTER_IP_BURST: '1000',
    LOGIN_IP_LIMIT: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // The seller as a real installation sets it: the legal pages must show it, and no placeholder or .example
    // address (billing's own tests cover the development placeholders).
    SELLER_NAME: 'Readiness Labs Ltd',
    SELLER_ADDRESS: '2 Harbour Road, Cork T12 AB34, Ireland',
    SELLER_TAX_ID: 'IE7654321Q',
    SELLER_PHONE: '+353 21 555 0100',
    SUPPORT_EMAIL: 'help@readinesslabs.ie',
    // Monitoring's outlier rules every 2 s instead of 30 s, so a browser test sees an outlier soon after.
    OUTLIER_INTERVAL_MS: '2000',
  };
}

/** Starts a stack, once more if the first start fails (a seeding transaction timed out on a loaded machine). */
async function startWithOneRetry(env: NodeJS.ProcessEnv): Promise<TestStack> {
  try {
    return await startStack({ env });
  } catch (error) {
    process.stderr.write(`A test stack did not start; starting it again. ${(error as Error).message}\n`);
    return startStack({ env });
  }
}

/**
 * Starts the stacks in the background, one after the other (two starting at once on a loaded machine can time out
 * each other's seeding), and returns at once: the fast phase runs meanwhile, and each worker of the stack phase
 * waits for its own stack's status file (@readiness/testing/shared-stack's waitForSharedStack).
 */
async function startAll(count: number): Promise<Started> {
  // One SMTP server on loopback for every stack: tests find their emails by their own, unique addresses.
  const inbox = await startInbox();
  // The signed-in sessions the files of a worker share (support/roles.ts), of this run's stacks only, and the
  // stacks' status files.
  const sessionsDir = mkdtempSync(join(tmpdir(), 'readiness-e2e-sessions-'));
  const stackFiles = Array.from({ length: count }, (_, index) => join(sessionsDir, `stack-${index}.json`));
  const stacks: TestStack[] = [];
  let spa: { dir: string; cleanup: () => void } | undefined;
  const starting = (async () => {
    let index = 0;
    try {
      spa = await staticDir();
      for (; index < count; index += 1) {
        const stack = await startWithOneRetry(stackEnv(spa.dir, inbox.smtpUrl));
        stacks.push(stack);
        writeStackStatus(stackFiles[index]!, {
          state: 'ready',
          stack: {
            baseUrl: stack.baseUrl,
            serviceUrls: stack.serviceUrls,
            schemas: stack.schemas,
            natsPrefix: stack.natsPrefix,
            redisPrefix: stack.redisPrefix,
            databaseUrl: TEST_DATABASE_URL,
          },
        });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`The browser tests' stacks did not start: ${message}\n`);
      for (; index < count; index += 1)
        writeStackStatus(stackFiles[index]!, { state: 'failed', error: message });
    }
  })();
  const stop = async () => {
    await starting;
    await Promise.all(stacks.map((stack) => stack.stop()));
    await inbox.stop();
    spa?.cleanup();
    rmSync(sessionsDir, { recursive: true, force: true });
  };
  return { stackFiles, inboxUrl: inbox.url, sessionsDir, stop, users: 0 };
}

/**
 * Builds the SPA (or takes `npm test`'s build) and starts the real stacks once for all browser tests and stack
 * integration tests, in the background (startAll): gateway, services, fresh database schemas, NATS and Redis
 * prefixes, one stack per worker so that files running side by side never see each other's data. The services must
 * be built (`npm run build`).
 */
export default async function setup(project: TestProject) {
  const holder = globalThis as Holder;
  const count = await stacksNeeded(project);
  holder[KEY] ??= startAll(count);
  const started = await holder[KEY];
  started.users += 1;
  project.provide('stackFiles', started.stackFiles);
  project.provide('inboxUrl', started.inboxUrl);
  project.provide('sessionsDir', started.sessionsDir);
  return async () => {
    started.users -= 1;
    if (started.users > 0) return;
    delete holder[KEY];
    await started.stop();
  };
}
