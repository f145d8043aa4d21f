import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { TAssessmentDetail } from '@readiness/contracts/assessment';
import { FREE_MONTHLY_PROMPT_LIMIT } from '@readiness/contracts/ai-tools';
import { TIPS } from '../src/components/tips/tips.ts';
import { setTier, signInViaApi } from './support/admin.ts';
import {
  baseUrl,
  DESKTOP,
  newContext,
  PHONE,
  registerViaApi,
  seriousAxeViolations,
  startInTheme,
  type Viewport,
} from './support/browser.ts';
import { settle } from './support/floating.ts';
import { useBrowser } from './support/suite.ts';

/*
 * The AI tools against the real stack (gateway, ai-tools service and worker, offline provider): /tools, each tab of
 * /ai-tools, copy and download, the month's prompts running out, the planner for a premium user and the upgrade
 * path for a free one, the dashboard's Active Tools card; screens at 360 and 1280 px in both themes.
 */

const SHOTS = new URL('../test-results/screenshots/', import.meta.url).pathname;
const browser = useBrowser();

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const headers = () => ({ origin: baseUrl() });
const main = (page: Page) => page.getByRole('main');
const badge = (page: Page) => page.getByTestId('usage-badge').first();
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

/** Nothing wider than the screen, no serious axe violations, and a picture for people to look at. */
async function checkScreen(page: Page, name: string, viewport: Viewport, theme: 'light' | 'dark') {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
  // A toast fading in or stacking behind another is half transparent for a moment; axe would measure the blend.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await seriousAxeViolations(page), `${name} at ${viewport.width}px, ${theme}`).toEqual([]);
  await page.screenshot({ path: `${SHOTS}ai-tools-${name}-${viewport.width}-${theme}.png`, fullPage: true });
}

const AI_TOOLS_TIP_IDS = TIPS['ai-tools'].map((tip) => tip.id);

/** The workspace's tips, dismissed for the browser session, so none covers what a test clicks. */
async function withoutTips(context: BrowserContext) {
  await context.addInitScript((ids) => {
    if (window.location.protocol.startsWith('http'))
      window.sessionStorage.setItem('dismissed-tips', JSON.stringify(ids));
  }, AI_TOOLS_TIP_IDS);
}

/** A contextual tip's card. */
const tipCard = (page: Page, title: string) => page.locator('[data-tip-id]').filter({ hasText: title });

/**
 * The tip shows on screen (brought there as the user would scroll to what it explains), right next to its
 * target (`data-tip-for`), and covers none of the page's controls and headings.
 */
async function expectTipBesideItsTarget(page: Page, title: string) {
  const card = tipCard(page, title);
  await card.waitFor({ state: 'visible' });
  await card.scrollIntoViewIfNeeded();
  // Floating cards follow the scroll on the next frames, and the chat button moves out of the card's way after it.
  await settle(page);
  const seen = await card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const target = document.querySelector(`[data-tip-target="${element.getAttribute('data-tip-for')}"]`);
    const near = target?.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    // The space between the two boxes, across and down (0 where they line up).
    const apart = near
      ? Math.max(
          Math.max(near.left - box.right, box.left - near.right, 0),
          Math.max(near.top - box.bottom, box.top - near.bottom, 0),
        )
      : Infinity;
    const cuts = (other: DOMRect) =>
      Math.min(box.right, other.right) - Math.max(box.left, other.left) > 1 &&
      Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 1;
    const covered = [
      ...document.querySelectorAll(
        'a[href], button, input, select, textarea, [role="tab"], [role="button"], h1, h2, h3, h4, h5, h6',
      ),
    ]
      // What the eye sees: the chat button waiting out of the way (transparent, letting clicks through) may be
      // under a tip, as it may be under anything, until a clear place frees up.
      .filter(
        (other) =>
          !element.contains(other) &&
          !other.contains(element) &&
          other.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .filter((other) => cuts(other.getBoundingClientRect()))
      .map(
        (other) =>
          `<${other.tagName.toLowerCase()}> ${(other.getAttribute('aria-label') ?? other.textContent ?? '').trim().slice(0, 30)}`,
      );
    return {
      inView: box.top >= 0 && box.bottom <= viewport.height && box.left >= 0 && box.right <= viewport.width,
      opaque:
        getComputedStyle(element).visibility === 'visible' && element.getAttribute('aria-hidden') === null,
      apart,
      onTarget: near ? cuts(near) : true,
      covered,
    };
  });
  await page.screenshot({ path: `${SHOTS}ai-tools-tip-${title.replaceAll(' ', '-')}.png` });
  const { apart: _apart, ...rest } = seen;
  expect(rest, `the "${title}" tip`).toEqual({ inView: true, opaque: true, onTarget: false, covered: [] });
  expect(seen.apart, `the "${title}" tip beside what it explains`).toBeLessThanOrEqual(16);
}

/** Dismisses the workspace's tips now and reloads, once a test has seen the one it looks for. */
async function dismissTipsAndReload(page: Page) {
  await page.evaluate(
    (ids) => window.sessionStorage.setItem('dismissed-tips', JSON.stringify(ids)),
    AI_TOOLS_TIP_IDS,
  );
  await page.reload();
}

/** Spends prompts through the API, as the screen would, so a test can start near the end of the month's quota. */
async function spendPrompts(context: BrowserContext, count: number) {
  for (let index = 0; index < count; index += 1) {
    // The optimizer spends a prompt (the offline generator's free templates do not).
    const response = await context.request.post('/api/ai-tools/optimize-prompt', {
      headers: headers(),
      data: { prompt: `Write a plan number ${index}`, category: 'business' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Starts, answers and submits a quick assessment through the API. */
async function completeQuickAssessment(context: BrowserContext): Promise<string> {
  const started = await context.request.post('/api/assessments', {
    headers: headers(),
    data: { kind: 'quick', industry: 'retail', companySize: '51-200' },
  });
  expect(started.status()).toBe(201);
  const detail = (await started.json()) as TAssessmentDetail;
  const answers = detail.sections
    .flatMap((section) => section.questions)
    .map((question, index) => ({ questionId: question.id, value: (index % 3) + 1 }));
  const saved = await context.request.put(`/api/assessments/${detail.id}/answers`, {
    headers: headers(),
    data: { answers },
  });
  expect(saved.status()).toBe(200);
  const submitted = await context.request.post(`/api/assessments/${detail.id}/submit`, {
    headers: headers(),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return detail.id;
}

describe('a free user', () => {
  test('launches the generator from /tools, generates, copies and downloads; the dashboard lists the tool', async () => {
    const context = await newContext(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const user = await registerViaApi(context);
    const page = await context.newPage();

    await page.goto('/tools');
    await main(page).getByRole('heading', { level: 1, name: 'AI Tools' }).waitFor();
    await expect.poll(() => badge(page).textContent()).toContain(`0 / ${FREE_MONTHLY_PROMPT_LIMIT} prompts`);
    expect(
      await main(page)
        .getByRole('link', { name: /^Launch Tool/ })
        .count(),
    ).toBe(4);
    expect(
      await main(page).getByRole('link', { name: 'Launch Tool: Strategy Planner' }).getAttribute('href'),
    ).toBe('/ai-tools?tab=planner');
    expect(await main(page).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    await checkScreen(page, 'tools', DESKTOP, 'light');
    await main(page).getByRole('link', { name: 'Launch Tool: Code Generator' }).click();
    await page.waitForURL('**/ai-tools?tab=generator');

    const workspace = main(page);
    await workspace.getByRole('heading', { level: 1, name: 'AI Tools Workspace' }).waitFor();
    expect(await workspace.getByTestId('workspace-user').textContent()).toBe(
      `${user.firstName} ${user.lastName}`,
    );
    // The spec's header links are the app header's brand (Home) and its one nav.
    const banner = page.getByRole('banner');
    const hrefs = await banner
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/assessment', '/ai-tools', '/reports']));
    expect(await workspace.getByRole('navigation').count()).toBe(0);
    // A beginner's contextual help (fewer than 11 prompts): the plain tips show.
    // Beside the description it is about, or under it in the page's flow when no side is clear.
    await expectTipBesideItsTarget(page, 'Be specific');
    await dismissTipsAndReload(page);
    await workspace.getByRole('heading', { level: 1, name: 'AI Tools Workspace' }).waitFor();

    await workspace.getByRole('button', { name: 'Generate Code' }).click();
    await toast(page, 'Description Required').waitFor();

    await workspace.getByLabel('What do you want to implement?').fill('Classify support tickets by intent');
    await workspace.getByLabel('Language').selectOption('typescript');
    await workspace.getByLabel('Category').selectOption('nlp');
    await workspace.getByRole('button', { name: 'Generate Code' }).click();
    const result = workspace.getByRole('region', { name: /Generated Code/ });
    await result.waitFor();
    await toast(page, 'Code Generated').waitFor();
    // The answer is brought into view and focused.
    await expect.poll(() => result.evaluate((element) => element === document.activeElement)).toBe(true);
    const code = (await result.getByLabel('Generated TypeScript code').textContent()) ?? '';
    expect(code.length).toBeGreaterThan(20);
    expect(await result.getByText('TypeScript', { exact: true }).count()).toBe(1);
    // A free template's code: no prompt is used.
    expect(await result.getByText(/no prompt was used/).count()).toBe(1);
    expect(await badge(page).textContent()).toContain(`0 / ${FREE_MONTHLY_PROMPT_LIMIT} prompts`);

    await result.getByRole('button', { name: 'Copy' }).click();
    await result.getByRole('button', { name: 'Copied' }).waitFor();
    await toast(page, 'Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The marker goes back after its 2 s.
    await result.getByRole('button', { name: 'Copy' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('generated-code.ts');
    expect(await readFile(await download.path(), 'utf8')).toBe(code);
    await toast(page, 'Download Started').waitFor();
    await checkScreen(page, 'generator', DESKTOP, 'light');

    // The planner tab tells a free user what it is, without a call the server would refuse.
    await workspace.getByRole('tab', { name: /Strategy Planner/ }).click();
    await workspace.getByRole('heading', { name: 'Strategy Planner is part of Premium' }).waitFor();
    expect(await workspace.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );

    await page.goto('/dashboard');
    const card = page.getByRole('heading', { level: 2, name: 'Active Tools' }).locator('xpath=../..');
    await card.getByTestId('active-tools').waitFor();
    expect(await card.getByTestId('active-tools').textContent()).toBe('Code Generator');
    await context.close();
  });

  test('the templates filter by language and category, and a template downloads with its extension', async () => {
    const context = await newContext(browser, DESKTOP);
    await withoutTips(context);
    await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/ai-tools?tab=templates');
    const panel = page.getByRole('tabpanel', { name: /Code Templates/ });
    const list = panel.getByRole('list', { name: 'Code templates' });
    await list.getByRole('article').first().waitFor();
    const everything = await list.getByRole('article').count();
    expect(everything).toBeGreaterThanOrEqual(4);

    await panel.getByLabel('Language').selectOption('python');
    await panel.getByLabel('Category').selectOption('nlp');
    await expect.poll(async () => (await list.getByRole('article').count()) < everything).toBe(true);
    const cards = list.getByRole('article');
    for (const card of await cards.all()) {
      expect(await card.getByText('Python', { exact: true }).count()).toBe(1);
      expect(await card.getByText('NLP', { exact: true }).count()).toBe(1);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cards
        .first()
        .getByRole('button', { name: /^Download/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.py$/);
    await checkScreen(page, 'templates', DESKTOP, 'light');
    await context.close();
  });

  test('the optimizer keeps the placeholders and lists the improvements', async () => {
    const context = await newContext(browser, PHONE);
    await startInTheme(context, 'dark');
    await withoutTips(context);
    await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/ai-tools?tab=optimizer');
    const panel = page.getByRole('tabpanel', { name: /Prompt Optimizer/ });
    await panel.getByRole('button', { name: 'Optimize Prompt' }).click();
    await toast(page, 'Prompt Required').waitFor();

    await panel.getByLabel('Your prompt').fill('Write a summary of {{report}}');
    await panel.getByRole('button', { name: 'Optimize Prompt' }).click();
    const result = panel.getByRole('region', { name: /Optimized Prompt/ });
    await result.waitFor();
    await toast(page, 'Prompt Optimized').waitFor();
    expect(await result.getByTestId('original-prompt').textContent()).toBe('Write a summary of {{report}}');
    expect(await result.getByTestId('optimized-prompt').textContent()).toContain('{{report}}');
    expect(
      await result.getByRole('list', { name: 'Improvements' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await checkScreen(page, 'optimizer', PHONE, 'dark');

    // The History tab keeps it: the tool, the prompt, and the optimized prompt when opened.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: /History/ });
    const item = history.getByRole('list', { name: 'Your prompts' }).getByRole('listitem');
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.first().textContent()).toContain('Prompt Optimizer');
    expect(await item.first().textContent()).toContain('Write a summary of {{report}}');
    await item.first().locator('summary').click();
    expect(
      await item
        .first()
        .getByLabel(/Optimized prompt for/)
        .textContent(),
    ).toContain('{{report}}');
    await checkScreen(page, 'history', PHONE, 'dark');
    await context.close();
  });

  test('the month’s prompts run out: the last one works, then Generate and Optimize are disabled with the reset date and Upgrade', async () => {
    const context = await newContext(browser, PHONE);
    await registerViaApi(context);
    await spendPrompts(context, FREE_MONTHLY_PROMPT_LIMIT - 1);
    const page = await context.newPage();
    await page.goto('/ai-tools?tab=optimizer');
    const workspace = main(page);
    await expect
      .poll(() => badge(page).textContent())
      .toContain(`${FREE_MONTHLY_PROMPT_LIMIT - 1} / ${FREE_MONTHLY_PROMPT_LIMIT} prompts`);
    // More than 10 prompts used: the help is for an intermediate user, so the feature tip shows and not the plain one.
    await expectTipBesideItsTarget(page, 'Start from a template');
    expect(await tipCard(page, 'Be specific').count()).toBe(0);
    await dismissTipsAndReload(page);
    await badge(page).waitFor();

    const panel = page.getByRole('tabpanel', { name: /Prompt Optimizer/ });
    await panel.getByLabel('Your prompt').fill('Write a summary of {{report}}');
    await panel.getByRole('button', { name: 'Optimize Prompt' }).click();
    await panel.getByRole('region', { name: /Optimized Prompt/ }).waitFor();
    await expect.poll(() => badge(page).textContent()).toMatch(/50 \/ 50 prompts.*resets /);

    // Spent: the button is disabled before any click, with the reset date and Upgrade beside it.
    await expect.poll(() => panel.getByRole('button', { name: 'Optimize Prompt' }).isDisabled()).toBe(true);
    const note = panel.getByTestId('quota-spent');
    expect(await note.textContent()).toMatch(/they reset on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await note.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
    await checkScreen(page, 'quota-spent', PHONE, 'light');
    await workspace.getByRole('tab', { name: /Code Generator/ }).click();
    expect(await workspace.getByRole('button', { name: 'Generate Code' }).isDisabled()).toBe(true);
    await workspace.getByTestId('quota-spent').waitFor();
    await checkScreen(page, 'quota-spent-generator', PHONE, 'light');
    await context.close();
  });
});

describe('a premium user', () => {
  test('generates a 90-day plan from the latest assessment, edits and saves it, and downloads it as markdown', async () => {
    const signUp = await newContext(browser);
    const user = await registerViaApi(signUp);
    await completeQuickAssessment(signUp);
    await signUp.close();
    expect(await setTier(user.email, 'premium')).toBe(`${user.email} is now premium.`);

    const context = await newContext(browser, DESKTOP);
    await startInTheme(context, 'dark');
    await withoutTips(context);
    await signInViaApi(context, user);
    const page = await context.newPage();
    await page.goto('/ai-tools?tab=planner');
    const workspace = main(page);
    await expect.poll(() => badge(page).textContent()).toContain('Unlimited prompts');

    // The service learns of the assessment from its event: reload until it knows it.
    const generate = workspace.getByRole('button', { name: 'Generate 90-Day Plan' });
    await expect
      .poll(
        async () => {
          if (await generate.isVisible()) return true;
          await page.reload();
          await workspace.getByRole('tab', { name: /Strategy Planner/ }).waitFor();
          await page.waitForLoadState('networkidle');
          return generate.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await generate.click();
    const plan = workspace.getByRole('region', { name: /Your 90-Day AI Plan/ });
    await plan.waitFor();
    await toast(page, 'Plan Generated').waitFor();
    for (const part of ['Objectives', 'Initiatives', 'Milestones', 'KPIs', 'Risks'])
      await plan.getByRole('region', { name: part }).waitFor();
    expect(await plan.getByText(/^Owner: /).count()).toBeGreaterThan(0);
    await checkScreen(page, 'planner', DESKTOP, 'dark');

    await plan.getByRole('button', { name: 'Edit' }).click();
    const form = plan.getByRole('form', { name: 'Edit the plan' });
    await form.getByLabel('Title').first().fill('Our first 90 days with AI');
    await form.getByRole('button', { name: 'Save Plan' }).click();
    await toast(page, 'Plan Saved').waitFor();
    expect(await plan.getByTestId('plan-title').textContent()).toBe('Our first 90 days with AI');
    await plan.getByText('Edited', { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      plan.getByRole('button', { name: 'Download Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ai-strategy-plan.md');
    expect(await readFile(await download.path(), 'utf8')).toContain('Our first 90 days with AI');
    await context.close();
  });
});

describe.each([
  { viewport: PHONE, theme: 'light' as const },
  { viewport: PHONE, theme: 'dark' as const },
  { viewport: DESKTOP, theme: 'dark' as const },
])('at $viewport.width px in $theme theme', ({ viewport, theme }) => {
  test('/tools and every tab of /ai-tools: no serious violations, no sideways scrolling', async () => {
    const context = await newContext(browser, viewport);
    await startInTheme(context, theme);
    await withoutTips(context);
    await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools');
    await main(page).getByRole('link', { name: 'Launch Tool: Code Generator' }).waitFor();
    await badge(page).waitFor();
    await checkScreen(page, 'tools', viewport, theme);
    for (const tab of ['generator', 'templates', 'optimizer', 'planner', 'history']) {
      await page.goto(`/ai-tools?tab=${tab}`);
      await main(page).getByRole('tabpanel').waitFor();
      await badge(page).waitFor();
      if (tab === 'templates') await main(page).getByRole('article').first().waitFor();
      if (tab === 'planner') await main(page).getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
      // A new user has no prompts yet: the history says so and leads to the generator.
      if (tab === 'history') await main(page).getByTestId('history-empty').waitFor();
      await checkScreen(page, tab, viewport, theme);
    }
    await context.close();
  });
});
