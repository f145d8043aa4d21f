import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type {
  TAssessmentDetail,
  TAssessmentResults,
  TBenchmarkSource,
  TUserStats,
} from '@readiness/contracts/assessment';
import type { TUser } from '@readiness/contracts/auth';
import {
  baseUrl,
  LOOKS,
  newContext,
  registerViaApi,
  seriousAxeViolations,
  setTier,
  showAs,
  type Look,
  type TestUser,
  useE2E,
} from './support/e2e.ts';

/*
 * The premium side of the results against the real stack: a user made premium with the auth service's own command
 * line (`npm run users -- set-tier`), signed out and in again so the session's access token carries the new tier,
 * completes a quick assessment and sees everything a free user is offered Premium for: the benchmark of every
 * dimension, the ROI estimate with its assumptions, the whole roadmap to tick off (its progress also on the
 * dashboard), and the full PDF report.
 */

const { browser, shot } = useE2E();

// ---------------------------------------------------------------------------------------------------------------
// Helpers

async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const fetchResults = (context: BrowserContext, id: string) =>
  apiGet<TAssessmentResults>(context, `/api/assessments/${id}/results`);

// The figures as the results show them (results/format.ts), to compare the page with the API's numbers.

/** One decimal at most, no trailing ".0". */
const shown = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const AVERAGE_LABELS: Record<TBenchmarkSource, string> = {
  'industry-size': 'industry and size average',
  industry: 'industry average',
  size: 'size-band average',
  all: 'all-organisation average',
  reference: 'modelled baseline',
};

/** The looks in an order that reloads the page once, for the dark theme: a resize needs none. */
const IN_PLACE: Look[] = [LOOKS[0]!, LOOKS[1]!, LOOKS[3]!, LOOKS[2]!];

/**
 * The results page at 360 and 1280 px, light and dark, for people to look at; nothing scrolls sideways. One page of
 * the user's profile, resized and re-themed in place.
 */
async function shootResults(context: BrowserContext, id: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`/results/${id}`);
  for (const look of IN_PLACE) {
    const { width } = look.viewport;
    await showAs(page, look);
    await page.locator('#roadmap').getByRole('checkbox').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${width} ${look.theme}`,
    ).toBeLessThanOrEqual(width);
    for (const section of ['recommendations', 'roadmap', 'roi']) {
      await page
        .locator(`#${section}`)
        .screenshot({ path: shot(`results-${section}-${width}-${look.theme}`) });
    }
  }
  // The profile's other pages stay in the light theme, as before.
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.close();
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The roadmap's progress line: "1 of 12 actions done (8%)". */
const progressLine = (progress: { done: number; total: number; percent: number }) =>
  `${progress.done} of ${progress.total} actions done (${progress.percent}%)`;

const roadmapCard = (page: Page) => page.locator('#roadmap');
const roadmapProgress = (page: Page) => roadmapCard(page).getByText(/^\d+ of \d+ actions done \(\d+\s*%\)$/);

/** The dashboard's Implementation Progress card (its value and detail lines). */
const progressCard = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Implementation Progress' }).locator('xpath=../..');

// ---------------------------------------------------------------------------------------------------------------

describe('a premium user', () => {
  test('sees the benchmarks, the ROI, the roadmap to tick off, its progress on the dashboard, and gets the full report', async () => {
    const context = await newContext(browser);
    const user: TestUser = await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    // Free for now: the dashboard offers Premium.
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();

    // Operations make the user premium.
    expect(await setTier(user.email, 'premium')).toBe(`${user.email} is now premium.`);

    // The tier travels in the session's access token, which the gateway keeps in the Redis session cache (up to a
    // minute). The CLI drops the user's cached sessions, but under its own Redis prefix, not this stack's, so this
    // session's token still says "free" (premium routes answer 403) while /api/auth/user already says premium.
    // Sign out and in again, as a user would: the new session's token carries the new tier.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill(user.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('heading', { level: 1, name: `Welcome, ${user.firstName} ${user.lastName}` })
      .waitFor();
    expect((await apiGet<TUser>(context, '/api/auth/user')).subscriptionTier).toBe('premium');
    // No offer of what the user has; the progress card waits for a roadmap.
    await expect.poll(() => text(progressCard(page))).toContain('Tracked once you have a roadmap');
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBe(0);

    // A quick assessment, answered through the API (the taking screens are assessment.e2e.test.ts's).
    const headers = { origin: baseUrl() };
    const started = await context.request.post('/api/assessments', {
      headers,
      data: { kind: 'quick', industry: 'financial-services', companySize: '201-1000' },
    });
    expect(started.status()).toBe(201);
    const detail = (await started.json()) as TAssessmentDetail;
    const id = detail.id;
    const questions = detail.sections.flatMap((section) => section.questions);
    expect(questions).toHaveLength(15);
    // Five practices below the top level, the rest at it: five recommendations of one action each, whose phases
    // follow from the seeded quick questions' technical complexity (services/assessment/docs/scoring.md): a low
    // one lifted to level 2 or 3 is a quick win (0-3 months); a medium one to level 4, or a low one to 5, takes
    // 3-9 months; a medium one to level 5 takes 9-18 months.
    const belowTop: Record<string, number> = {
      'ai-strategy': 1,
      'governance-ethics': 2,
      'data-management': 3,
      'performance-measurement': 4,
      operations: 4,
    };
    const answers = detail.sections.flatMap((section) =>
      section.questions.map((question) => ({
        questionId: question.id,
        value: belowTop[section.dimension] ?? 5,
      })),
    );
    expect(answers.filter((answer) => answer.value < 5)).toHaveLength(5);
    const saved = await context.request.put(`/api/assessments/${id}/answers`, {
      headers,
      data: { answers },
    });
    expect(saved.status()).toBe(200);

    // Submitted from the review step, which the assessment screen resumes at once everything is answered.
    await page.goto(`/assessment?id=${id}`);
    await page.waitForURL(/step=review$/);
    await page.getByText('All questions answered').waitFor();
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.waitForURL(`**/results/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();

    const results = await fetchResults(context, id);
    expect(results.locked).toEqual([]);
    expect(results.roi).toBeDefined();
    expect(results.roadmap).toBeDefined();
    const roi = results.roi!;
    const roadmap = results.roadmap!;
    await expect
      .poll(() => page.locator('p', { hasText: '/100' }).first().textContent())
      .toBe(`${shown(results.overallScore)}/100`);

    // Nothing is locked.
    expect(await page.getByRole('link', { name: 'Unlock with Premium' }).count()).toBe(0);
    expect(await page.getByText(/is part of Premium$/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Full report with Premium' }).count()).toBe(0);

    // Every dimension with its benchmark: the cohort's average and the standing in words, as the API has them.
    const dimensionItems = page.locator('#dimensions figure > ul > li');
    expect(await dimensionItems.count()).toBe(results.dimensions.length);
    for (const [index, dimension] of results.dimensions.entries()) {
      expect(dimension.benchmark, dimension.label).toBeDefined();
      const item = dimensionItems.nth(index);
      expect(await text(item.locator('span').first())).toBe(dimension.label);
      const benchmark = dimension.benchmark!;
      expect(await text(item.locator('p')), dimension.label).toBe(
        `${dimension.maturityLevel.name} · ${AVERAGE_LABELS[benchmark.source]} ${shown(benchmark.average)} · ${benchmark.standing}`,
      );
    }
    // The table holds them too.
    const table = page.getByRole('table', { name: 'Scores by dimension', includeHidden: true });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Dimension',
      'Score',
      'Level',
      'Change',
      'Benchmark average',
      'Standing',
    ]);

    // The ROI estimate: expected, range, payback and every assumption, as the API has them.
    const roiCard = page.locator('#roi');
    const figure = async (term: string) =>
      text(roiCard.getByText(term, { exact: true }).locator('xpath=following-sibling::dd'));
    expect(await figure('Expected per year')).toBe(money.format(roi.expected));
    expect(await figure('Range (low to high)')).toBe(`${money.format(roi.low)} – ${money.format(roi.high)}`);
    expect(roi.paybackMonths).not.toBeNull();
    expect(await figure('Payback')).toBe(
      `About ${roi.paybackMonths} ${roi.paybackMonths === 1 ? 'month' : 'months'}`,
    );
    expect(roi.assumptions.length).toBeGreaterThan(0);
    expect(await roiCard.getByRole('heading', { name: 'Assumptions behind this estimate' }).isVisible()).toBe(
      true,
    );
    expect(
      await roiCard
        .getByRole('heading', { name: 'Assumptions behind this estimate' })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(roi.assumptions);
    // The dimensions that drive the estimate, each addressed by a recommendation of the plan.
    expect(roi.drivers.length).toBeGreaterThan(0);
    for (const driver of roi.drivers) {
      expect(
        results.recommendations.map((r) => r.id),
        driver.label,
      ).toContain(driver.recommendationId);
      expect(await roiCard.getByText(driver.note, { exact: true }).isVisible(), driver.label).toBe(true);
    }

    // Every recommendation, not only the first three, each step saying what to do, who owns it and when it is done.
    expect(results.recommendations).toHaveLength(5);
    const recommendationsCard = page.locator('#recommendations');
    for (const recommendation of results.recommendations) {
      expect(
        await page.getByRole('heading', { level: 3, name: recommendation.title, exact: true }).count(),
        recommendation.title,
      ).toBeGreaterThan(0);
      for (const action of recommendation.actions) {
        expect(await recommendationsCard.getByText(action.action, { exact: true }).isVisible()).toBe(true);
        expect(await recommendationsCard.getByText(action.evidence, { exact: true }).count()).toBeGreaterThan(
          0,
        );
      }
    }
    await shootResults(context, id);

    // The whole roadmap, in its three phases, nothing ticked yet.
    expect(roadmap.phases.map((phase) => phase.name)).toEqual(['0-3 months', '3-9 months', '9-18 months']);
    const actions = roadmap.phases.flatMap((phase) => phase.actions);
    // Each recommended step, and the steps after it as far as 18 months reach.
    for (const action of results.recommendations.flatMap((r) => r.actions)) {
      expect(actions.map((a) => a.id)).toContain(action.id);
    }
    // The answers are chosen so that every phase has something to show, each action saying why it is there.
    expect(roadmap.phases.every((phase) => phase.actions.length > 0)).toBe(true);
    expect(actions.every((action) => action.reason.length > 0)).toBe(true);
    expect(roadmap.progress).toEqual({ done: 0, total: actions.length, percent: 0 });
    for (const phase of roadmap.phases) {
      const region = roadmapCard(page).getByRole('region', { name: phase.name, exact: true });
      expect(await region.isVisible(), phase.name).toBe(true);
      expect(await region.getByRole('checkbox').count(), phase.name).toBe(phase.actions.length);
      for (const action of phase.actions) {
        const box = region.getByRole('checkbox', { name: action.title, exact: true });
        expect(await box.getAttribute('aria-checked'), action.title).toBe('false');
      }
      if (phase.actions.length === 0)
        expect(await region.getByText('Nothing in this phase.').isVisible()).toBe(true);
    }
    expect(await text(roadmapProgress(page))).toBe(progressLine(roadmap.progress));
    const bar = page.getByRole('progressbar', { name: 'Implementation progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');

    expect(await seriousAxeViolations(page), 'the premium results').toEqual([]);

    // Tick the first action: the tick and the progress change, and the server has it.
    const phaseOfFirst = roadmap.phases.find((phase) => phase.actions.length > 0)!;
    const first = phaseOfFirst.actions[0]!;
    const firstBox = () =>
      roadmapCard(page)
        .getByRole('region', { name: phaseOfFirst.name, exact: true })
        .getByRole('checkbox', { name: first.title, exact: true });
    const ticked = { done: 1, total: actions.length, percent: Math.round(100 / actions.length) };
    const patched = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith(`/roadmap/${first.id}`),
    );
    await firstBox().click();
    expect((await patched).status()).toBe(200);
    await expect.poll(() => firstBox().getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => text(roadmapProgress(page))).toBe(progressLine(ticked));
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(ticked.percent));

    // After a reload the tick is still there, and the API agrees.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    await expect.poll(() => firstBox().getAttribute('aria-checked')).toBe('true');
    expect(await text(roadmapProgress(page))).toBe(progressLine(ticked));
    const afterTick = await fetchResults(context, id);
    expect(afterTick.roadmap!.progress).toEqual(ticked);
    expect(
      afterTick
        .roadmap!.phases.flatMap((phase) => phase.actions)
        .filter((action) => action.done)
        .map((action) => action.id),
    ).toEqual([first.id]);

    // The dashboard's Implementation Progress card shows the same progress.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => text(progressCard(page))).toContain(`${ticked.percent}%`);
    expect(await text(progressCard(page))).toBe(
      `Implementation Progress${ticked.percent}%${ticked.done} of ${ticked.total} roadmap actions done`,
    );
    const stats = await apiGet<TUserStats>(context, '/api/user/stats');
    expect(stats.implementationProgress).toEqual(ticked);
    // Done work is not recommended again: the dashboard shows what is next.
    expect(stats.recommendedActions.map((a) => a.id)).not.toContain(first.id);
    expect(stats.recommendedActions.length).toBeGreaterThan(0);

    // Back to the results (from the dashboard's own link), and untick it.
    await page.getByRole('link', { name: 'See your latest results' }).click();
    await page.waitForURL(`**/results/${id}`);
    await expect.poll(() => firstBox().getAttribute('aria-checked')).toBe('true');
    const unpatched = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith(`/roadmap/${first.id}`),
    );
    await firstBox().click();
    expect((await unpatched).status()).toBe(200);
    await expect.poll(() => firstBox().getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => text(roadmapProgress(page))).toBe(progressLine(roadmap.progress));
    expect((await fetchResults(context, id)).roadmap!.progress).toEqual(roadmap.progress);

    // The full report: the results page's button, a PDF under the server's file name.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download full report' }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^AI-Readiness-Report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const day = Date.parse(name.slice('AI-Readiness-Report-'.length, -'.pdf'.length));
    expect(Math.abs(Date.now() - day)).toBeLessThan(2 * 24 * 3600 * 1000);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await page.getByText('The PDF is still being prepared.', { exact: false }).count()).toBe(0);
    // The route itself, as the button called it.
    const report = await context.request.get(`/api/assessments/${id}/report.pdf`);
    expect(report.status()).toBe(200);
    expect(report.headers()['content-type']).toBe('application/pdf');
    expect(report.headers()['content-disposition']).toBe(`attachment; filename="${name}"`);

    // The dashboard after the untick.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => text(progressCard(page)))
      .toBe(`Implementation Progress0%0 of ${actions.length} roadmap actions done`);
    await context.close();
  });
});
