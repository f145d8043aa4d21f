import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 360, height: 740 };

/** A fresh browser profile (cookies, storage) whose relative URLs resolve against the stack. */
export function newContext(browser: Browser, viewport: Viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport });
}

/**
 * Collects console errors and failed page scripts, to assert a page ran cleanly (e.g. no CSP violations). The 401
 * of GET /api/auth/user is how a signed-out session looks (spec section 4), so the browser's log line for it is not
 * an error of the page.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const isSignedOutProbe =
      message.location().url.endsWith('/api/auth/user') && message.text().includes('status of 401');
    if (!isSignedOutProbe) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export type TestUser = { firstName: string; lastName: string; email: string; password: string };

export function newUser(): TestUser {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Ada',
    lastName: `Lovelace${id}`,
    email: `ada.${id}@example.com`,
    password: `analytical-engine-${id}`,
  };
}

/** Registers through the API inside the browser profile, so the profile holds the session cookie. */
export async function registerViaApi(context: BrowserContext, user: TestUser = newUser()): Promise<TestUser> {
  const response = await context.request.post('/api/auth/register', {
    headers: { origin: baseUrl() },
    data: { ...user, company: 'Analytical Engines Ltd', jobTitle: 'Analyst', industry: '', companySize: '' },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return user;
}

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page and returns the violations of serious or critical impact. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
