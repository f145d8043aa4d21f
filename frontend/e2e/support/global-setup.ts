import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from '@readiness/testing/postgres';
import { startStack } from '@readiness/testing/stack';
import { startInbox } from './inbox-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the stack's auth service keeps its users, for ops commands such as `create-admin` (support/admin.ts). */
    authDatabase: { databaseUrl: string; schema: string };
    /** The stack's billing schema, for the coupons ops command (support/admin.ts). */
    billingDatabase: { databaseUrl: string; schema: string };
    /** The emails the stack sent, as read by an SMTP server on loopback (support/inbox.ts). */
    inboxUrl: string;
  }
}

const frontendRoot = new URL('../..', import.meta.url).pathname;

/**
 * Builds the SPA into a directory of its own (so a concurrent `npm run build` emptying frontend/dist cannot pull
 * the pages away mid-test) and starts the real stack once for all browser tests: gateway, services, fresh
 * database schemas, NATS and Redis prefixes. The services must be built (`npm run build`).
 * E2E_SKIP_BUILD=1 serves the existing frontend/dist instead.
 */
export default async function setup(project: TestProject) {
  let staticDir = join(frontendRoot, 'dist');
  let cleanup = () => {};
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const outDir = mkdtempSync(join(tmpdir(), 'readiness-e2e-spa-'));
    cleanup = () => rmSync(outDir, { recursive: true, force: true });
    await build({
      root: frontendRoot,
      configFile: join(frontendRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    staticDir = outDir;
  }
  const inbox = await startInbox();
  const stack = await startStack({
    env: {
      STATIC_DIR: staticDir,
      // The notifications service sends to an SMTP server on loopback; tests read what arrived (support/inbox.ts).
      SMTP_URL: inbox.smtpUrl,
      ACCOUNT_EMAIL_IP_LIMIT: '1000',
      // Every test signs up new users from 127.0.0.1; the per-address limits are the auth service's own tests.
      REGISTER_IP_LIMIT: '1000',
      REGISTER_IP_BURST: '1000',
      LOGIN_IP_LIMIT: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Monitoring's outlier rules every 2 s instead of 30 s, so a browser test sees an outlier soon after causing it.
      OUTLIER_INTERVAL_MS: '2000',
    },
  }).catch(async (error: unknown) => {
    await inbox.stop();
    cleanup();
    throw error;
  });
  project.provide('inboxUrl', inbox.url);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('authDatabase', { databaseUrl: TEST_DATABASE_URL, schema: stack.schemas.auth ?? 'auth' });
  project.provide('billingDatabase', {
    databaseUrl: TEST_DATABASE_URL,
    schema: stack.schemas.billing ?? 'billing',
  });
  return async () => {
    await stack.stop();
    await inbox.stop();
    cleanup();
  };
}
