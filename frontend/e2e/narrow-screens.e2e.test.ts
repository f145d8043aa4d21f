import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { TAssessmentDetail } from '@readiness/contracts/assessment';
import {
  baseUrl,
  DESKTOP,
  expectHttpError,
  followRequests,
  networkQuiet,
  newContext,
  newUser,
  PHONE,
  registerViaApi,
  roleContext,
  setTier,
  settle as settleFloating,
  signInViaApi,
  startInTheme,
  useE2E,
  type Viewport,
} from './support/e2e.ts';

/*
 * Every screen at 360 px with real data (issue 11): a free and a premium user, each with completed assessments
 * (so the dashboard, results and reports show scores, a trend and recommendations) and one left in progress.
 * Nothing may scroll sideways, and no maturity level name may be cut. Screenshots at 360 and 1280 px, light and
 * dark, go to test-results/screenshots/ for people to look at. The tests that only look use the worker's shared
 * free user (support/roles.ts); the ones with data make users of their own.
 */

const { browser, shot } = useE2E();

// ---------------------------------------------------------------------------------------------------------------
// Data, through the API as the screens would make it

async function startAssessment(
  context: BrowserContext,
  kind: 'quick' | 'full',
  industry = 'retail',
): Promise<TAssessmentDetail> {
  const response = await context.request.post('/api/assessments', {
    headers: { origin: baseUrl() },
    data: { kind, industry, companySize: '1001-5000' },
  });
  expect(response.status(), `start a ${kind} assessment`).toBe(201);
  return (await response.json()) as TAssessmentDetail;
}

/** Starts, answers (levels spread over the scale, shifted by `shift`) and submits an assessment; its id. */
async function completeAssessment(context: BrowserContext, kind: 'quick' | 'full', shift: number) {
  const detail = await startAssessment(context, kind);
  const questions = detail.sections.flatMap((section) => section.questions);
  const answers = questions.map((question, index) => ({
    questionId: question.id,
    value: ((index * 3 + shift) % 5) + 1,
  }));
  const headers = { origin: baseUrl() };
  const saved = await context.request.put(`/api/assessments/${detail.id}/answers`, {
    headers,
    data: { answers },
  });
  expect(saved.status(), 'save the answers').toBe(200);
  const submitted = await context.request.post(`/api/assessments/${detail.id}/submit`, { headers });
  expect(submitted.status(), 'submit').toBe(200);
  return detail.id;
}

// ---------------------------------------------------------------------------------------------------------------
// Looking at a page

/** Waits until the page has settled: its requests done, a heading shown, no spinner left. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.locator('h1, main h2, main h3').first().waitFor();
  // A screen's code or figures can take more than the poll's default second after the network is quiet (parsing
  // and rendering on a busy machine); a spinner that never goes still fails.
  await expect.poll(() => page.locator('.animate-spin').count(), { timeout: 10_000 }).toBe(0);
}

/** How far the page reaches past the viewport's right edge, and the elements that stick out furthest. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => {
        const html = element.outerHTML.slice(0, 120);
        return `${Math.round(right)}px: ${html}`;
      });
    return { overflow: root.scrollWidth - width, culprits };
  });
}

/** Maturity level names on the page that are cut (an ellipsis or clipped text). */
function cutLevelNames(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('ol[aria-label="Maturity levels"] li span')]
      .filter((span) => span.textContent && span.scrollWidth > span.clientWidth)
      .map((span) => span.textContent),
  );
}

async function checkPage(
  page: Page,
  path: string,
  name: string,
  viewport: Viewport,
  theme: 'light' | 'dark',
): Promise<void> {
  await page.goto(path);
  await settle(page);
  const { overflow, culprits } = await sidewaysOverflow(page);
  // Soft: one run reports every page that fails, not only the first.
  expect
    .soft(overflow, `${name} (${path}) scrolls sideways at ${viewport.width}px:\n${culprits.join('\n')}`)
    .toBe(0);
  expect
    .soft(await cutLevelNames(page), `${name}: maturity level names cut at ${viewport.width}px`)
    .toEqual([]);
  await page.screenshot({ path: shot(`narrow-${name}-${viewport.width}-${theme}`), fullPage: true });
}

type Visit = { path: string; name: string };

function signedInPages(completedId: string, inProgressId: string): Visit[] {
  return [
    { path: '/dashboard', name: 'dashboard' },
    { path: '/assessment', name: 'assessment-intro' },
    { path: `/assessment?id=${inProgressId}`, name: 'assessment-questions' },
    { path: '/results', name: 'results-latest' },
    { path: `/results/${completedId}`, name: 'results' },
    { path: '/reports', name: 'reports' },
    { path: '/tools', name: 'tools' },
    { path: '/ai-tools', name: 'ai-tools' },
    { path: '/resources', name: 'resources' },
    { path: '/billing', name: 'billing' },
    { path: '/checkout', name: 'checkout' },
    { path: '/admin-dashboard', name: 'admin-dashboard' },
  ];
}

// /monitoring is left out while its screen is being built: signed out, it calls an API that answers 401.
const SIGNED_OUT_PAGES: Visit[] = [
  { path: '/', name: 'landing' },
  { path: '/auth', name: 'auth' },
  { path: '/whitelabel-deployment', name: 'whitelabel' },
  { path: '/nope', name: 'not-found' },
];

/** A user with two completed assessments (a trend, a change since the previous one) and one in progress. */
async function userWithData(context: BrowserContext, tier: 'free' | 'premium') {
  const user = await registerViaApi(context);
  if (tier === 'premium') {
    await setTier(user.email, 'premium');
    // The tier travels in the session's token: a new session carries it.
    await signInViaApi(context, user);
  }
  const kind = tier === 'premium' ? 'full' : 'quick';
  await completeAssessment(context, kind, 0);
  const completedId = await completeAssessment(context, kind, 2);
  const inProgress = await startAssessment(context, 'quick');
  return signedInPages(completedId, inProgress.id);
}

describe.each([
  { tier: 'free' as const, theme: 'light' as const },
  { tier: 'premium' as const, theme: 'dark' as const },
])('a $tier user with completed assessments', ({ tier, theme }) => {
  test(`no screen scrolls sideways at 360 px, nor cuts a level name (${theme} theme)`, async () => {
    const context = await newContext(browser, PHONE);
    await startInTheme(context, theme);
    const pages = await userWithData(context, tier);
    const page = followRequests(await context.newPage());
    for (const visit of pages) await checkPage(page, visit.path, `${tier}-${visit.name}`, PHONE, theme);

    // The same screens at 1280 px, for the screenshots and the level names.
    await page.setViewportSize(DESKTOP);
    for (const visit of pages.filter(({ name }) => ['dashboard', 'results', 'reports'].includes(name)))
      await checkPage(page, visit.path, `${tier}-${visit.name}`, DESKTOP, theme);
    await context.close();
  });
});

test('no signed-out screen scrolls sideways at 360 px', async () => {
  expectHttpError(404, '/nope');
  const context = await newContext(browser, PHONE);
  const page = followRequests(await context.newPage());
  for (const visit of SIGNED_OUT_PAGES) await checkPage(page, visit.path, visit.name, PHONE, 'light');
  await context.close();
});

test('a long email address in a message does not widen Settings at 360 px (an email change asked for)', async () => {
  const context = await newContext(browser, PHONE);
  const user = newUser();
  // Long, as real ones are: a dotted name at a hyphenated company domain, with no place to break a line.
  const local = `${user.email.split('@')[0]}.featherstonehaugh-worthington`;
  await registerViaApi(context, { ...user, email: `${local}@longcompanyname-consulting.co.uk` });
  const page = followRequests(await context.newPage());
  await page.goto('/settings');
  await settle(page);
  await page.getByLabel('New email address').fill(`${local}.new@longcompanyname-consulting.co.uk`);
  await page.getByLabel('Password', { exact: true }).first().fill(user.password);
  await page.getByRole('button', { name: 'Send the link', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'We have sent a link to' }).waitFor();
  const { overflow, culprits } = await sidewaysOverflow(page);
  expect(overflow, `Settings scrolls sideways at 360px:\n${culprits.join('\n')}`).toBe(0);
  await page.screenshot({ path: shot('narrow-settings-email-change-360-light') });
  await context.close();
});

describe('keyboard at 360 px', () => {
  test('Escape closes the mobile menu and puts focus back on its button, signed in and out', async () => {
    for (const [path, signedIn] of [
      ['/', false],
      ['/dashboard', true],
    ] as const) {
      const context = signedIn
        ? await roleContext(browser, 'user', { viewport: PHONE })
        : await newContext(browser, PHONE);
      const page = followRequests(await context.newPage());
      await page.goto(path);
      await settle(page);
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Open menu' }).click();
      const menu = banner.getByRole('navigation', { name: /mobile/i });
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      expect(await menu.isVisible(), `${path}: the menu closed`).toBe(false);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focused, `${path}: focus is back on the menu button`).toBe('Open menu');
      await page.keyboard.press('Enter');
      expect(await menu.isVisible(), `${path}: and the button opens it again`).toBe(true);
      await context.close();
    }
  });

  test('the skip link, once focused, shows above the header, opaque and whole', async () => {
    const context = await roleContext(browser, 'user', { viewport: PHONE });
    const page = followRequests(await context.newPage());
    for (const [path, theme] of [
      ['/dashboard', 'light'],
      ['/dashboard', 'dark'],
    ] as const) {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme).catch(() => {});
      await page.goto(path);
      await settle(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      // Named when it fails (once, on a busy machine): what the first Tab reached instead.
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        const text = (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 40);
        return active ? `<${active.tagName.toLowerCase()}> "${text}"` : 'nothing';
      });
      expect(
        await skip.evaluate((element) => element === document.activeElement),
        `${path} in ${theme}: the first Tab reached ${focused}`,
      ).toBe(true);
      const seen = await skip.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Inside the rounded corners: hit testing follows the border radius.
        const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        const points = [
          [middle.x, middle.y],
          [box.left + 8, middle.y],
          [box.right - 8, middle.y],
          [middle.x, box.top + 3],
          [middle.x, box.bottom - 3],
        ];
        return {
          onTop: points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!))),
          // Room around the text, so the header behind does not crowd it (not-sr-only used to reset it to 0).
          padding: Math.min(parseFloat(style.paddingLeft), parseFloat(style.paddingTop)),
          inView: box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.height > 0,
          background: style.backgroundColor,
        };
      });
      expect(seen.onTop, `${theme}: nothing covers the skip link`).toBe(true);
      expect(seen.inView, `${theme}: the skip link is whole on screen`).toBe(true);
      expect(seen.padding, `${theme}: room around the skip link's text`).toBeGreaterThanOrEqual(8);
      expect(seen.background, `${theme}: the skip link has an opaque background`).not.toMatch(
        /transparent|rgba\(|\//,
      );
      await page.screenshot({
        path: shot(`narrow-skip-link-360-${theme}`),
        clip: { x: 0, y: 0, width: 360, height: 120 },
      });
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    }
    await context.close();
  });
});

describe('tips at 360 px', () => {
  /** Whether the tip on screen covers any of `selector`'s elements, with the tip scrolled past each of them. */
  async function tipCovers(page: Page, selector: string): Promise<string[]> {
    const covered: string[] = [];
    const count = await page.locator(selector).count();
    for (let index = 0; index < count; index += 1) {
      for (const block of ['start', 'center', 'end'] as const) {
        await page
          .locator(selector)
          .nth(index)
          .evaluate((element, where) => {
            element.scrollIntoView({ block: where });
          }, block);
        // The tip moves on the next frame after a scroll, and the chat button after it: read them once still.
        await settleFloating(page);
        const overlap = await page.evaluate((target) => {
          const tip = document.querySelector('[data-tip-id]');
          if (!tip || getComputedStyle(tip).visibility === 'hidden') return null;
          const a = tip.getBoundingClientRect();
          return [...document.querySelectorAll(target)]
            .map((element) => ({ element, b: element.getBoundingClientRect() }))
            .filter(({ b }) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            .map(({ element }) => element.textContent?.trim().slice(0, 40) ?? '');
        }, selector);
        if (overlap?.length) covered.push(`${block}: ${overlap.join(', ')}`);
      }
    }
    return covered;
  }

  test('a new free user’s tips speak of the quick assessment and never cover Quick Actions or Begin', async () => {
    const context = await roleContext(browser, 'user', { viewport: PHONE });
    const page = followRequests(await context.newPage());
    await page.goto('/dashboard');
    await settle(page);
    const tip = page.locator('[data-tip-id="dashboard-first-assessment-free"]');
    await tip.waitFor({ state: 'attached' });
    expect(await tip.textContent()).toContain('15-question quick assessment');
    expect(await page.locator('[data-tip-id]').textContent()).not.toContain('75-question');
    expect(await tipCovers(page, '[data-tips-avoid], main a.bg-primary, main button.bg-primary')).toEqual([]);
    await page.screenshot({ path: shot('narrow-tip-dashboard-360-light') });

    await page.goto('/assessment');
    await settle(page);
    await page.locator('[data-tip-id]').waitFor({ state: 'attached' });
    const begin = page.getByRole('button', { name: 'Begin Assessment' });
    expect(await begin.evaluate((element) => element.classList.contains('bg-primary'))).toBe(true);
    expect(await tipCovers(page, 'main button.bg-primary')).toEqual([]);
    await page.screenshot({ path: shot('narrow-tip-assessment-360-light') });
    await context.close();
  });
});
