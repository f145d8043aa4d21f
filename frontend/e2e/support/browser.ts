import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { sharedStack } from '@readiness/testing/shared-stack';
import type { SharedStack } from '@readiness/testing/stack';
import { watchContext } from './page-problems.ts';

export { expectConsoleError, expectHttpError } from './page-problems.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * This worker's stack: files running side by side each have their own (support/global-setup.ts). In a test or hook:
 * the project's setup file waits for it to start.
 */
export function stack(): SharedStack {
  return sharedStack();
}

export function baseUrl(): string {
  return stack().baseUrl;
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

/**
 * A fresh browser profile (cookies, storage) whose relative URLs resolve against the stack. Every test's profiles
 * come from here: what their pages do wrong fails the test unless it was declared (support/page-problems.ts).
 */
export async function newContext(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...options });
  watchContext(context);
  return context;
}

/**
 * Every page of the profile starts in `theme`, as if the visitor had chosen it before. Init scripts also run in
 * documents that have no storage (the about:blank a new page starts on), where touching it throws: skipped there.
 */
export async function startInTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript((value) => {
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('theme', value);
  }, theme);
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

/** A toast sliding in or out is half transparent: axe would read its colours mid-fade. Lets its transitions end. */
async function toastsStill(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return target instanceof Element && target.closest('[data-sonner-toaster]') !== null;
          })
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** One axe-core run in the page: the violations of serious or critical impact, and whether any is in a toast. */
async function axeRun(page: Page): Promise<{ violations: AxeViolation[]; inAToast: boolean }> {
  const { violations, inAToast } = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[]; elementRef: boolean },
          ) => Promise<{
            violations: (Omit<AxeViolation, 'nodes'> & {
              nodes: { target: string[]; element?: Element }[];
            })[];
          }>;
        };
      }
    ).axe;
    // Every node of every violation, but no selector built for each node that passes: only the violations are read
    // (about a tenth less of a run on the question bank's 3,600 elements, measured interleaved: 0 to 16%).
    const result = await axe.run(document, { resultTypes: ['violations'], elementRef: true });
    const serious = result.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    return {
      violations: serious.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: node.target })),
      })),
      // Its own element (held even if the toast has gone since): within a toast's list item.
      inAToast: serious.some((violation) =>
        violation.nodes.some((node) => node.element?.closest('[data-sonner-toast]') != null),
      ),
    };
  });
  return { violations, inAToast };
}

/**
 * Runs axe-core in the page and returns the violations of serious or critical impact. A violation inside a toast is
 * looked at again once the toasts are still: a toast whose few seconds ran out during the run (a run takes seconds
 * on a busy machine) was read as it faded. A toast that truly lacks contrast fails the second run too.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a page only resized since the last run still has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await toastsStill(page);
  const first = await axeRun(page);
  if (!first.inAToast) return first.violations;
  await toastsStill(page);
  return (await axeRun(page)).violations;
}
