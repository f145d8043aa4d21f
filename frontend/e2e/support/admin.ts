import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, newUser, stack, type TestUser } from './browser.ts';

const run = promisify(execFile);
const AUTH_SERVICE_DIR = fileURLToPath(new URL('../../../services/auth/', import.meta.url));
const BILLING_SERVICE_DIR = fileURLToPath(new URL('../../../services/billing/', import.meta.url));

/**
 * `npm run users -- set-tier --email E --tier premium` (services/auth/src/cli.ts) against the stack's auth schema,
 * the built CLI run directly like `create-admin`; what it printed.
 */
export async function setTier(email: string, tier: 'free' | 'premium'): Promise<string> {
  const { databaseUrl, schemas } = stack();
  const schema = schemas.auth ?? 'auth';
  const { stdout } = await run(
    process.execPath,
    ['dist/cli.js', 'set-tier', '--email', email, '--tier', tier],
    {
      cwd: AUTH_SERVICE_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, DB_SCHEMA: schema, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  return stdout.trim();
}

/**
 * Creates a staff coupon the way operators do (`npm run coupons -- create`, services/billing/src/cli.ts), in the
 * stack's own billing schema.
 */
export async function createStaffCoupon(code: string, percent: number): Promise<void> {
  const { databaseUrl, schemas } = stack();
  const schema = schemas.billing ?? 'billing';
  const { stdout } = await run(
    process.execPath,
    ['dist/cli.js', 'create', '--code', code, '--percent', String(percent), '--max-uses', '5'],
    {
      cwd: BILLING_SERVICE_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, DB_SCHEMA: schema, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  if (!stdout.includes(`Created ${code}:`)) throw new Error(`coupons create said: ${stdout}`);
}

/**
 * Creates an admin the way operators do (`npm run users -- create-admin`, services/auth/src/cli.ts), against the
 * stack's own auth schema. The built CLI (services/auth/dist/cli.js) is run directly: it is what `npm run users`
 * runs, without npm's start-up time.
 */
export async function createAdmin(user: TestUser = newUser()): Promise<TestUser> {
  const { databaseUrl, schemas } = stack();
  const schema = schemas.auth ?? 'auth';
  // The password goes in on standard input, as operators pipe it (never on the command line).
  const running = run(
    process.execPath,
    ['dist/cli.js', 'create-admin', '--email', user.email, '--password-stdin'],
    {
      cwd: AUTH_SERVICE_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, DB_SCHEMA: schema, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  running.child.stdin?.end(user.password);
  const { stdout } = await running;
  if (!stdout.includes(`Created admin ${user.email}.`)) throw new Error(`create-admin said: ${stdout}`);
  // The CLI names every admin "Admin User".
  return { ...user, firstName: 'Admin', lastName: 'User' };
}

/** Signs in through the API inside the browser profile, so the profile holds the session cookie. */
export async function signInViaApi(context: BrowserContext, user: TestUser): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    headers: { origin: baseUrl() },
    data: { email: user.email, password: user.password },
  });
  if (response.status() !== 200)
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/** POST /api/auth/admin-key for the profile's session: the key the /admin form would get. */
export async function adminKeyViaApi(context: BrowserContext, password: string): Promise<string> {
  const response = await context.request.post('/api/auth/admin-key', {
    headers: { origin: baseUrl() },
    data: { password },
  });
  if (response.status() !== 200)
    throw new Error(`admin-key failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { adminKey: string }).adminKey;
}

/** The /admin form: confirm the password (the page must be on /admin). */
export async function confirmAdminPassword(page: Page, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Confirm admin password' });
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Confirm Password' }).click();
}

/** Opens /admin-questions, goes through /admin with the password, and waits for the question list. */
export async function openAdminQuestions(page: Page, password: string): Promise<void> {
  await page.goto('/admin-questions');
  await page.waitForURL('**/admin?next=%2Fadmin-questions');
  await confirmAdminPassword(page, password);
  await page.waitForURL('**/admin-questions');
  await page.getByText(/^Showing \d+ of \d+ questions$/).waitFor();
}
