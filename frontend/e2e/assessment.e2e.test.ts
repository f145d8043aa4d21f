import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type {
  TAssessmentDetail,
  TAssessmentListItem,
  TAssessmentResults,
} from '@readiness/contracts/assessment';
import {
  baseUrl,
  newContext,
  PHONE,
  registerViaApi,
  seriousAxeViolations,
  startInTheme,
  type TestUser,
  useE2E,
} from './support/e2e.ts';

/*
 * The assessment from end to end against the real stack: the intro, the quick assessment one dimension at a time
 * (by keyboard and by mouse), saving as it goes, resuming on another device, the review step, submitting, the
 * results of a free user with their locked parts, the free summary PDF and the reports page.
 */

const { browser, shot } = useE2E();

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** The score as the results show it: one decimal at most, no trailing ".0" (results/format.ts). */
const shown = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const fetchDetail = (context: BrowserContext, id: string) =>
  apiGet<TAssessmentDetail>(context, `/api/assessments/${id}`);

/** The server's answers of an assessment, by question. */
async function savedAnswers(
  context: BrowserContext,
  id: string,
): Promise<Record<string, TAssessmentDetail['answers'][number]['value']>> {
  const detail = await fetchDetail(context, id);
  return Object.fromEntries(detail.answers.map((answer) => [answer.questionId, answer.value]));
}

const assessmentId = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';
const stepParam = (page: Page) => new URL(page.url()).searchParams.get('step');

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

/** From the intro: industry and size chosen, the quick assessment begun; lands on the first dimension. */
async function beginQuickAssessment(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' }).waitFor();
  const form = page.getByRole('form', { name: 'Set up your assessment' });
  // A free user cannot pick the full assessment; the quick one is chosen for them.
  expect(await form.getByRole('radio', { name: /^Quick assessment/ }).getAttribute('aria-checked')).toBe(
    'true',
  );
  expect(await form.getByRole('radio', { name: /^Full assessment/ }).isDisabled()).toBe(true);
  await form.getByLabel('Industry').selectOption('healthcare');
  await form.getByLabel('Company size').selectOption('51-200');
  await form.getByRole('button', { name: 'Begin Assessment' }).click();
  await page.waitForURL(/\/assessment\?id=[0-9a-f-]{36}&step=1$/);
  await page.getByRole('heading', { level: 2, name: 'AI Strategy' }).waitFor();
  return assessmentId(page);
}

const questionGroup = (page: Page, text: string) => page.getByRole('radiogroup', { name: text, exact: true });
const option = (group: Locator, value: number) =>
  group.getByRole('radio', { name: new RegExp(`^Level ${value}:`) });

async function checkedValue(group: Locator): Promise<number | null> {
  const radios = group.getByRole('radio');
  for (let index = 0; index < (await radios.count()); index += 1) {
    if ((await radios.nth(index).getAttribute('aria-checked')) === 'true') return index + 1;
  }
  return null;
}

const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving/ });

async function waitUntilSaved(page: Page) {
  await saveStatus(page).filter({ hasText: 'All answers saved' }).waitFor();
}

/** Starts noting each text the save indicator shows (a change at a time), however briefly. */
async function recordSaveStatus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { savesSeen: string[] }).savesSeen = seen;
    const note = () => {
      const text = [...document.querySelectorAll('[role="status"], [role="alert"]')]
        .map((element) => element.textContent ?? '')
        .find((content) => /saved|Saving/.test(content));
      if (text !== undefined && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const recordedSaveStatus = (page: Page) =>
  page.evaluate(() => (window as unknown as { savesSeen: string[] }).savesSeen);

/** Answers every question of the current dimension with the mouse, then waits for the indicator to say saved. */
async function answerByMouse(page: Page, section: TAssessmentDetail['sections'][number], value: number) {
  for (const question of section.questions) {
    await option(questionGroup(page, question.text), value).click();
    expect(await checkedValue(questionGroup(page, question.text))).toBe(value);
  }
}

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(
  page: Page,
  matches: (element: { role: string | null; text: string }) => boolean,
  limit = 40,
) {
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      role:
        document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase() ?? null,
      text: document.activeElement?.textContent?.trim() ?? '',
    }));
    if (matches(focused)) return;
  }
  throw new Error('Tab never reached the element');
}

/**
 * An arrow key held for a moment, as a person presses it: Radix moves focus a tick after keydown and checks the
 * radio only if the key is still down then, so an instant press (keydown and keyup together) only moves focus.
 */
async function arrow(page: Page, key: 'ArrowDown' | 'ArrowUp') {
  await page.keyboard.press(key, { delay: 50 });
}

/** The focused element's name: what aria-labelledby points to, else its text. */
async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const labelledBy = active?.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    }
    return active?.textContent?.trim() ?? '';
  });
}

const answeredLine = (page: Page) =>
  page
    .getByText(/^\d+ of \d+ questions answered$/)
    .first()
    .textContent();

/** Signs in through the form in a fresh profile: another device. */
async function signInOnAnotherDevice(user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Sign in' });
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(user.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  return { context, page };
}

/** The browser's local date as YYYY-MM-DD: the summary's file name carries the day of the download. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

async function downloadSummary(page: Page, scope: Locator | Page = page) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    scope.getByRole('button', { name: 'Download summary (PDF)' }).first().click(),
  ]);
  const file = await readFile(await download.path());
  return { name: download.suggestedFilename(), file };
}

// ---------------------------------------------------------------------------------------------------------------

describe('a free user takes the quick assessment', () => {
  test('from the dashboard to the results, the summary PDF and the reports page', async () => {
    const context = await newContext(browser);
    await registerViaApi(context);
    const page = await context.newPage();

    // Dashboard → New Assessment → intro.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.getByRole('link', { name: 'New Assessment' }).click();
    await page.waitForURL('**/assessment');
    await page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' }).waitFor();
    await expectNoSeriousViolations(page, 'the intro');

    // Begin without choosing: the form says what is missing and starts nothing.
    await page.getByRole('button', { name: 'Begin Assessment' }).click();
    await page.getByText('Choose your industry').waitFor();
    expect(await page.getByText('Choose your company size').isVisible()).toBe(true);
    expect(await page.getByLabel('Industry').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    expect(await apiGet<TAssessmentListItem[]>(context, '/api/assessments')).toEqual([]);

    const id = await beginQuickAssessment(page);
    const detail = await fetchDetail(context, id);
    expect(detail.kind).toBe('quick');
    expect(detail.industry).toBe('healthcare');
    expect(detail.companySize).toBe('51-200');
    expect(detail.sections).toHaveLength(15);
    expect(detail.sections.every((section) => section.questions.length === 1)).toBe(true);
    const sections = detail.sections;

    // One dimension at a time, with the progress bar.
    expect(await page.getByText('Dimension 1 of 15').isVisible()).toBe(true);
    expect(await answeredLine(page)).toBe('0 of 15 questions answered');
    const progress = page.getByRole('progressbar', { name: '0 of 15 questions answered' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await saveStatus(page).textContent()).toBe('All answers saved');
    await expectNoSeriousViolations(page, 'a question screen');

    // The given answers, by question: 1-5 cycling, so the dimension scores differ.
    const given: Record<string, number> = {};

    // Dimensions 1 and 2 by keyboard only: Tab into the radio group, Space selects, arrows move the choice.
    for (const [index, section] of sections.slice(0, 2).entries()) {
      const question = section.questions[0]!;
      const group = questionGroup(page, question.text);
      await tabTo(page, (element) => element.role === 'radio');
      expect(await focusedText(page)).toContain('Level 1:');
      await page.keyboard.press('Space');
      expect(await checkedValue(group)).toBe(1);
      await arrow(page, 'ArrowDown');
      await arrow(page, 'ArrowDown');
      const value = index === 0 ? 3 : 4;
      if (value === 4) await arrow(page, 'ArrowDown');
      expect(await checkedValue(group)).toBe(value);
      expect(await focusedText(page)).toContain(`Level ${value}:`);
      // ArrowUp goes back one, and Down again: the value sticks where focus is.
      await arrow(page, 'ArrowUp');
      await expect.poll(() => checkedValue(group)).toBe(value - 1);
      await arrow(page, 'ArrowDown');
      await expect.poll(() => checkedValue(group)).toBe(value);
      given[question.id] = value;
      await waitUntilSaved(page);
      expect((await savedAnswers(context, id))[question.id]).toBe(value);

      // Tab out of the group to the Next button, and Enter.
      await tabTo(page, (element) => element.text.startsWith('Next:'));
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`step=${index + 2}$`));
      const next = sections[index + 1]!;
      await page.getByRole('heading', { level: 2, name: next.label }).waitFor();
      // Focus moves to the new step's heading, so a screen reader hears where it is.
      expect(await focusedText(page)).toBe(next.label);
    }
    expect(await answeredLine(page)).toBe('2 of 15 questions answered');

    // The other dimensions with the mouse.
    for (let index = 2; index < sections.length; index += 1) {
      const section = sections[index]!;
      expect(stepParam(page)).toBe(String(index + 1));
      await page.getByRole('heading', { level: 2, name: section.label }).waitFor();
      expect(await page.getByText(`Dimension ${index + 1} of 15`).isVisible()).toBe(true);
      const value = (index % 5) + 1;
      if (index === 2) await recordSaveStatus(page);
      await answerByMouse(page, section, value);
      for (const question of section.questions) given[question.id] = value;
      expect(await answeredLine(page)).toBe(`${index + 1} of 15 questions answered`);
      if (index === 2) {
        // The indicator follows the save: saving while the answer is on its way, saved once the server has it.
        await waitUntilSaved(page);
        expect(await recordedSaveStatus(page)).toEqual(['Saving…', 'All answers saved']);
        expect((await savedAnswers(context, id))[section.questions[0]!.id]).toBe(value);
      }
      if (index < sections.length - 1) {
        await page.getByRole('button', { name: `Next: ${sections[index + 1]!.label}` }).click();
      } else {
        await page.getByRole('button', { name: 'Review answers' }).click();
      }
    }

    // The review step: everything answered, Submit enabled.
    await page.waitForURL(/step=review$/);
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await page.getByText('15 of 15 questions answered.').isVisible()).toBe(true);
    expect(await page.getByText('All questions answered').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /^Unanswered questions/ }).count()).toBe(0);
    const submit = page.getByRole('button', { name: 'Submit Assessment' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await waitUntilSaved(page);
    expect(await savedAnswers(context, id)).toEqual(given);
    const bar = page.getByRole('progressbar', { name: '15 of 15 questions answered' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await expectNoSeriousViolations(page, 'the review step');

    await submit.click();
    await page.waitForURL(`**/results/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();

    // The figures shown are the server's.
    const results = await apiGet<TAssessmentResults>(context, `/api/assessments/${id}/results`);
    expect(results.dimensions).toHaveLength(15);
    expect(results.locked).toEqual(
      expect.arrayContaining(['dimensionBenchmarks', 'roi', 'roadmap', 'fullReport']),
    );
    const overall = page.locator('p', { hasText: '/100' }).first();
    expect(await overall.textContent()).toBe(`${shown(results.overallScore)}/100`);
    expect(
      await page
        .getByText(`Maturity level ${results.maturityLevel.level} of 5: ${results.maturityLevel.name}`)
        .isVisible(),
    ).toBe(true);
    const table = page.getByRole('table', { name: 'Scores by dimension' });
    await page.getByText('Show the scores as a table').click();
    for (const dimension of results.dimensions) {
      const row = table.getByRole('row', { name: new RegExp(`^${dimension.label.replace('&', '\\&')} `) });
      expect(await row.getByRole('cell').first().textContent(), dimension.label).toBe(shown(dimension.score));
    }
    // The overall benchmark is free: where the score stands, in words, and which cohort.
    const standing = results.benchmark.standing ?? '';
    expect(
      await page
        .getByText(standing.charAt(0).toUpperCase() + standing.slice(1), { exact: true })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(results.benchmark.label).first().isVisible()).toBe(true);
    // The top recommendations are free.
    for (const recommendation of results.recommendations) {
      expect(await page.getByRole('heading', { level: 3, name: recommendation.title }).isVisible()).toBe(
        true,
      );
    }

    // Locked parts say so and lead to /checkout.
    for (const title of [
      'Benchmarking each dimension is part of Premium',
      'The ROI estimate is part of Premium',
      'The implementation roadmap is part of Premium',
    ]) {
      expect(await page.getByText(title).isVisible(), title).toBe(true);
    }
    const unlockLinks = page.getByRole('link', { name: 'Unlock with Premium' });
    // Per-dimension benchmarks, ROI, roadmap, and the rest of the recommendations when there are more.
    expect(await unlockLinks.count()).toBe(results.locked.includes('allRecommendations') ? 4 : 3);
    for (const href of await unlockLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toBe('/checkout');
    }
    expect(await page.getByRole('link', { name: 'Full report with Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
    // No premium figures leak into a free user's page.
    expect(await page.getByText('Expected per year', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Implementation progress', { exact: true }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'the results');

    // The free summary PDF.
    const summary = await downloadSummary(page);
    expect(summary.name).toMatch(/^AI-Readiness-Summary-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(summary.name).toBe(`AI-Readiness-Summary-${await browserToday(page)}.pdf`);
    expect(summary.file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // /reports (reached inside the app, so from its cached data) lists the completed assessment with its downloads.
    await page.getByRole('link', { name: 'All your reports' }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const list = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^View results/ }) });
    await list.first().waitFor();
    expect(await list.count()).toBe(1);
    expect(await list.getByText(`Score ${shown(results.overallScore)}/100`).isVisible()).toBe(true);
    expect(await list.getByText(/^Quick assessment · completed /).isVisible()).toBe(true);
    expect(await list.getByRole('link', { name: /^View results/ }).getAttribute('href')).toBe(
      `/results/${id}`,
    );
    expect(await list.getByRole('link', { name: 'Full report with Premium' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(
      await page.getByRole('img', { name: /^Overall score over time: / }).getAttribute('aria-label'),
    ).toContain(shown(results.overallScore));
    await expectNoSeriousViolations(page, 'the reports');
    const again = await downloadSummary(page, list);
    expect(again.name).toBe(summary.name);
    expect(again.file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // /results without an id (the nav's Results) shows the latest completed one.
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Results' })
      .click();
    await page.waitForURL(/\/results$/);
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    expect(await page.locator('p', { hasText: '/100' }).first().textContent()).toBe(
      `${shown(results.overallScore)}/100`,
    );
    await page.getByRole('button', { name: 'Download summary (PDF)' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    expect(await page.locator('p', { hasText: '/100' }).first().textContent()).toBe(
      `${shown(results.overallScore)}/100`,
    );

    // A locked section's link leads to /checkout.
    await page.getByRole('link', { name: 'Unlock with Premium' }).first().click();
    await page.waitForURL('**/checkout');

    // A completed assessment's taking screen sends the user to its results; its answers cannot change.
    await page.goto(`/assessment?id=${id}`);
    await page.waitForURL(`**/results/${id}`);
    const change = await context.request.put(`/api/assessments/${id}/answers`, {
      headers: { origin: new URL(page.url()).origin },
      data: { answers: [{ questionId: sections[0]!.questions[0]!.id, value: 5 }] },
    });
    expect(change.status()).toBe(409);
    await context.close();
  });
});

describe('resuming a half-done assessment', () => {
  test('after a reload and on another device, with the saved answers, then submitting only when complete', async () => {
    const context = await newContext(browser);
    const user = await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/assessment');
    const id = await beginQuickAssessment(page);
    const { sections } = await fetchDetail(context, id);

    // Five dimensions answered (and saved).
    for (let index = 0; index < 5; index += 1) {
      await answerByMouse(page, sections[index]!, 2);
      await page.getByRole('button', { name: `Next: ${sections[index + 1]!.label}` }).click();
      await page.getByRole('heading', { level: 2, name: sections[index + 1]!.label }).waitFor();
    }
    await waitUntilSaved(page);
    expect(Object.keys(await savedAnswers(context, id))).toHaveLength(5);

    // A sixth answer, and at once a reload: the answer is not lost.
    const sixth = sections[5]!.questions[0]!;
    await option(questionGroup(page, sixth.text), 4).click();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: sections[5]!.label }).waitFor();
    await expect.poll(async () => (await savedAnswers(context, id))[sixth.id]).toBe(4);
    await expect.poll(() => answeredLine(page)).toBe('6 of 15 questions answered');
    expect(await checkedValue(questionGroup(page, sixth.text))).toBe(4);

    // Another device: signed in as the same user, the intro offers to continue, and it resumes where it stopped.
    const other = await signInOnAnotherDevice(user);
    await other.page.goto('/assessment');
    await other.page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
    await other.page.getByRole('button', { name: 'Continue' }).click();
    await other.page.waitForURL(new RegExp(`/assessment\\?id=${id}&step=7$`));
    await other.page.getByRole('heading', { level: 2, name: sections[6]!.label }).waitFor();
    expect(await answeredLine(other.page)).toBe('6 of 15 questions answered');
    // The saved answers are there.
    await other.page
      .getByRole('button', { name: new RegExp(`^1\\. ${sections[0]!.label}: 1 of 1 answered$`) })
      .click();
    await other.page.getByRole('heading', { level: 2, name: sections[0]!.label }).waitFor();
    expect(await checkedValue(questionGroup(other.page, sections[0]!.questions[0]!.text))).toBe(2);

    // The review lists what is missing and will not submit.
    await other.page.getByRole('button', { name: 'Review', exact: true }).click();
    await other.page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await other.page.getByText('6 of 15 questions answered.').isVisible()).toBe(true);
    await other.page.getByRole('heading', { name: 'Unanswered questions (9)' }).waitFor();
    for (const section of sections.slice(6)) {
      expect(
        await other.page.getByRole('button', { name: section.questions[0]!.text, exact: true }).isVisible(),
        section.label,
      ).toBe(true);
    }
    const submit = other.page.getByRole('button', { name: 'Submit Assessment' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await other.page.getByText('Answer the 9 remaining questions to submit.').isVisible()).toBe(true);

    // An unanswered question's link leads to it; answering the rest completes it.
    // By keyboard: Tab to the link, Enter; focus lands on the question itself, and Tab goes on to its answers.
    const firstMissing = sections[6]!.questions[0]!;
    await tabTo(other.page, (element) => element.text === firstMissing.text);
    await other.page.keyboard.press('Enter');
    await other.page.getByRole('heading', { level: 2, name: sections[6]!.label }).waitFor();
    expect(stepParam(other.page)).toBe('7');
    await expect.poll(() => focusedText(other.page)).toBe(firstMissing.text);
    await other.page.keyboard.press('Tab');
    expect(await focusedText(other.page)).toMatch(/^Level 1:/);
    for (let index = 6; index < sections.length; index += 1) {
      await answerByMouse(other.page, sections[index]!, 5);
      if (index < sections.length - 1) {
        await other.page.getByRole('button', { name: `Next: ${sections[index + 1]!.label}` }).click();
        await other.page.getByRole('heading', { level: 2, name: sections[index + 1]!.label }).waitFor();
      } else {
        await other.page.getByRole('button', { name: 'Review answers' }).click();
      }
    }
    await other.page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await other.page.waitForURL(`**/results/${id}`);
    const results = await apiGet<TAssessmentResults>(other.context, `/api/assessments/${id}/results`);
    await expect
      .poll(() => other.page.locator('p', { hasText: '/100' }).first().textContent())
      .toBe(`${shown(results.overallScore)}/100`);

    // Back on the first device, the assessment is done: its screen now shows the results.
    await page.goto(`/assessment?id=${id}`);
    await page.waitForURL(`**/results/${id}`);
    await other.context.close();
    await context.close();
  });
});

describe('on a phone, in the dark theme', () => {
  test('the intro, a question, the review, the results and the reports: no serious violations, no sideways scrolling', async () => {
    const context = await newContext(browser, PHONE);
    await startInTheme(context, 'dark');
    await registerViaApi(context);
    const headers = { origin: baseUrl() };
    const started = await context.request.post('/api/assessments', {
      headers,
      data: { kind: 'quick', industry: 'retail', companySize: '1001-5000' },
    });
    expect(started.status()).toBe(201);
    const detail = (await started.json()) as TAssessmentDetail;
    const questions = detail.sections.flatMap((section) => section.questions);
    const save = (from: number, to: number) =>
      context.request.put(`/api/assessments/${detail.id}/answers`, {
        headers,
        data: {
          answers: questions
            .slice(from, to)
            .map((question, index) => ({ questionId: question.id, value: (index % 5) + 1 })),
        },
      });
    expect((await save(0, 7)).status()).toBe(200);

    const page = await context.newPage();
    // Screenshots for people to look at (gitignored), like pages.e2e.test.ts.
    const check = async (where: string) => {
      await page.screenshot({
        path: shot(`assessment-${where.replace(/\W+/g, '-')}-${PHONE.width}-dark`),
        fullPage: true,
      });
      await expectNoSeriousViolations(page, `${where} at ${PHONE.width}px, dark`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    };

    await page.goto('/assessment');
    await page.getByRole('heading', { name: 'Continue where you left off' }).waitFor();
    await check('the intro with an assessment in progress');

    await page.goto(`/assessment?id=${detail.id}`);
    await page.getByRole('heading', { level: 2, name: detail.sections[7]!.label }).waitFor();
    await check('a question screen');
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.getByRole('heading', { name: 'Unanswered questions (8)' }).waitFor();
    await check('the review with questions missing');

    expect((await save(7, questions.length)).status()).toBe(200);
    await page.reload();
    await page.getByText('All questions answered').waitFor();
    await check('the review, complete');
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.waitForURL(`**/results/${detail.id}`);
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    await check('the results');

    await page.goto('/reports');
    await page.getByRole('link', { name: /^View results/ }).waitFor();
    await check('the reports');
    await context.close();
  });
});
