import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectConsoleError,
  expectHttpError,
  newContext,
  roleContext,
  seriousAxeViolations,
  useE2E,
} from './support/e2e.ts';
import { assertNoUndeclaredProblems, recordedProblems, resetPageProblems } from './support/page-problems.ts';

// The guard every browser test runs under (support/page-problems.ts): what it must catch, and what a test may
// declare. Each test that provokes a failure checks the guard's verdict itself, then clears the record so that
// the verdict after the test passes.

const { browser } = useE2E();

/** A page of the app whose `/api/probe` answers `status` (the browser's own request, as the app would make it). */
async function pageAnswering(status: number): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.route('**/api/probe', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: '{"error":"probe","code":"INTERNAL"}' }),
  );
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => fetch('/api/probe').then(() => undefined));
  return page;
}

/** The guard's verdict on what happened so far; the record is cleared afterwards. */
async function verdict(): Promise<string> {
  try {
    await assertNoUndeclaredProblems();
    return 'passed';
  } catch (error) {
    return (error as Error).message;
  } finally {
    resetPageProblems();
  }
}

describe('the guard of every browser test', () => {
  test('fails on a 5xx the test did not declare, naming it once', async () => {
    await pageAnswering(500);
    // Chromium logs the response as a console error too...
    await expect
      .poll(() => recordedProblems())
      .toContainEqual(expect.stringMatching(/^console error: .*status of 500/));
    const message = await verdict();
    expect(message).toMatch(/GET http:\/\/[^ ]+\/api\/probe answered 500/);
    // ...which is that response's echo, not a second problem.
    expect(message.split('\n')).toHaveLength(2);
  });

  test('fails on a 4xx the test did not declare', async () => {
    await pageAnswering(401);
    expect(await verdict()).toMatch(/\/api\/probe answered 401/);
  });

  test('passes a declared error, and only that one: the same path with another status still fails', async () => {
    expectHttpError(500, '/api/probe');
    await pageAnswering(500);
    expect(await verdict()).toBe('passed');

    expectHttpError(401, '/api/probe');
    await pageAnswering(500);
    expect(await verdict()).toMatch(/\/api\/probe answered 500/);
  });

  test('fails when a declared error never happened', async () => {
    expectHttpError(409, '/api/auth/register', 'POST');
    expect(await verdict()).toMatch(
      /expected POST \/api\/auth\/register answering 409, which never happened/,
    );
  });

  test('fails on console errors and uncaught page errors unless declared', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => {
      console.error('something broke');
      setTimeout(() => {
        throw new Error('uncaught in the page');
      });
    });
    await expect.poll(() => recordedProblems().join('\n')).toMatch(/uncaught in the page/);
    const message = await verdict();
    expect(message).toContain('console error: something broke');
    expect(message).toContain('uncaught page error: uncaught in the page');

    expectConsoleError(/^something broke$/);
    const again = await newContext(browser);
    const other = await again.newPage();
    await other.goto('/');
    await other.evaluate(() => console.error('something broke'));
    expect(await verdict()).toBe('passed');
  });

  test('a signed-out page asking who is signed in (401 of GET /api/auth/user) needs no declaration', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const probe = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    await page.goto('/dashboard');
    expect((await probe).status()).toBe(401);
    await page.waitForURL('**/auth');
    // Signed in, the same page makes no error at all.
    const signedIn = await roleContext(browser, 'user');
    const dashboard = await signedIn.newPage();
    await dashboard.goto('/dashboard');
    await dashboard.getByText('0 completed').waitFor();
    expect(await verdict()).toBe('passed');
  });
});

describe('the accessibility check the browser tests share', () => {
  /** The landing page, which has no serious violation of its own: what a test adds is all the check finds. */
  async function landingPageWithoutViolations(): Promise<Page> {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousAxeViolations(page), 'the landing page').toEqual([]);
    return page;
  }

  /** Each violation's id with the elements it names. */
  const named = (found: Awaited<ReturnType<typeof seriousAxeViolations>>) =>
    Object.fromEntries(found.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]));

  test('names every serious violation with each element it found, and passes a page without any', async () => {
    const page = await landingPageWithoutViolations();

    // Two buttons without a name, and grey text on white (serious and critical), and a paragraph fine as it is.
    await page.evaluate(() => {
      const add = (html: string) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html);
      add('<button id="nameless-1" type="button"></button><button id="nameless-2" type="button"></button>');
      add('<p id="faint" style="color:#eee;background:#fff">Hard to read</p><p>Easy to read</p>');
    });
    expect(named(await seriousAxeViolations(page))).toEqual({
      'button-name': [['#nameless-1'], ['#nameless-2']],
      'color-contrast': [['#faint']],
    });
  });

  test('a toast read as it fades during the run is looked at again once still; a faint one still fails', async () => {
    const page = await landingPageWithoutViolations();
    // A toast in sonner's markup, drawn fully; axe's first run of each call sees it mid-fade (nearly transparent):
    // its time ran out as the run began.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<section data-sonner-toaster><ol><li data-sonner-toast style="background:#fff">' +
          '<div data-title id="toast-title" style="color:#111">Saved</div></li></ol></section>',
      );
      const holder = window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } };
      const run = holder.axe.run.bind(holder.axe);
      let calls = 0;
      holder.axe.run = async (...args: unknown[]) => {
        calls += 1;
        const toast = document.querySelector<HTMLElement>('[data-sonner-toast]');
        if (calls % 2 === 1 && toast) toast.style.opacity = '0.15';
        try {
          return await run(...args);
        } finally {
          if (toast) toast.style.opacity = '';
        }
      };
    });
    expect(await seriousAxeViolations(page), 'a toast that faded during the first run').toEqual([]);

    // Faint for good: both runs find it.
    await page.evaluate(() => {
      document.getElementById('toast-title')!.style.color = '#eee';
    });
    expect(named(await seriousAxeViolations(page))).toEqual({ 'color-contrast': [['#toast-title']] });
  });
});
