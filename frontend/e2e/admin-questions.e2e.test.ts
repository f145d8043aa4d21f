import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Download, Page } from 'playwright-core';
import {
  DIMENSION_LABELS,
  FULL_QUESTION_COUNT,
  QUESTIONS_PER_DIMENSION,
  type TAdminQuestionsResponse,
  type TQuestion,
} from '@readiness/contracts/assessment';
import { createAdmin, openAdminQuestions, signInViaApi } from './support/admin.ts';
import {
  baseUrl,
  DESKTOP,
  newContext,
  PHONE,
  expectHttpError,
  seriousAxeViolations,
  startInTheme,
  type TestUser,
  type Viewport,
} from './support/browser.ts';
import { useBrowser } from './support/suite.ts';

// /admin-questions against the real stack: the list, search and filter, the edit dialog, export, template and
// import. Every change a test makes to the shared question bank is put back afterwards (other browser tests take
// assessments from the same bank).

const browser = useBrowser();
let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
});

type Session = { context: BrowserContext; page: Page };
const sessions: Session[] = [];
/** Questions to put back as they were, by id. */
const toRestore = new Map<string, TQuestion>();

afterEach(async () => {
  const session = sessions[0];
  if (session && toRestore.size > 0) {
    for (const question of toRestore.values()) await putQuestion(session, question);
    toRestore.clear();
  }
  for (const { context } of sessions.splice(0)) await context.close();
});

/** A signed-in admin on /admin-questions, through /admin with the password. */
async function openAsAdmin(
  viewport: Viewport = DESKTOP,
  theme: 'light' | 'dark' = 'light',
): Promise<Session> {
  const context = await newContext(browser, viewport);
  await startInTheme(context, theme);
  await signInViaApi(context, admin);
  const page = await context.newPage();
  await openAdminQuestions(page, admin.password);
  const session = { context, page };
  sessions.push(session);
  return session;
}

async function adminKeyOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('admin-key'));
  return (JSON.parse(raw!) as { adminKey: string }).adminKey;
}

/** The bank as the server has it now (GET /api/admin/questions/detailed with the page's key). */
async function bankOf({ context, page }: Session): Promise<TAdminQuestionsResponse> {
  const response = await context.request.get('/api/admin/questions/detailed', {
    headers: { 'x-admin-key': await adminKeyOf(page) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TAdminQuestionsResponse;
}

async function questionOf(session: Session, id: string): Promise<TQuestion> {
  const question = (await bankOf(session)).questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`no question ${id}`);
  return question;
}

async function putQuestion({ context, page }: Session, question: TQuestion): Promise<void> {
  const response = await context.request.put(`/api/admin/questions/${question.id}`, {
    headers: { origin: baseUrl(), 'x-admin-key': await adminKeyOf(page) },
    data: question,
  });
  if (response.status() !== 200) throw new Error(`restoring ${question.id}: ${await response.text()}`);
}

const cardOf = (page: Page, question: Pick<TQuestion, 'text'>) =>
  page.getByRole('article', { name: question.text, exact: true });

const shownCount = (page: Page) => page.getByText(/^Showing \d+ of \d+ questions$/).textContent();

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('article').locator('h3').allTextContents();
}

async function downloadOf(page: Page, button: string): Promise<{ download: Download; content: unknown }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const file = await download.path();
  return { download, content: JSON.parse(await readFile(file, 'utf8')) as unknown };
}

/** The import dialog with `content` picked as the file `name`. */
async function pickImportFile(page: Page, name: string, content: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Questions' });
  await dialog.getByLabel('Questions file (JSON)').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  });
  return dialog;
}

/** Closes the toasts (e.g. 'Admin access granted'), so that they do not cover the dialogs being scanned. */
async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  for (let round = 0; round < 10 && (await toasts.count()) > 0; round++) {
    await toasts
      .first()
      .getByRole('button', { name: 'Close toast' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  }
  await expect.poll(() => toasts.count()).toBe(0);
}

describe('the question list', () => {
  test('every question of the bank is a card with the spec fields', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions } = await bankOf(session);
    expect(questions).toHaveLength(FULL_QUESTION_COUNT);
    expect(await cardTitles(page)).toEqual(questions.map((question) => question.text));

    for (const question of [questions[0]!, questions[FULL_QUESTION_COUNT - 1]!]) {
      const card = cardOf(page, question);
      expect(await card.getByText(DIMENSION_LABELS[question.dimension], { exact: true }).isVisible()).toBe(
        true,
      );
      expect(await card.getByText(question.category, { exact: true }).isVisible()).toBe(true);
      const facts = await card.locator('dl > div').allInnerTexts();
      expect(facts.map((fact) => fact.replace(/\s+/g, ' '))).toEqual([
        `Weight ${question.weight} / 10`,
        `Business impact ${question.businessImpact.replace(/^./, (c) => c.toUpperCase())}`,
        `Technical complexity ${question.technicalComplexity.replace(/^./, (c) => c.toUpperCase())}`,
        `ROI correlation ${Math.round(question.roiCorrelation * 100)}%`,
      ]);
      expect(
        await card.getByRole('list', { name: 'Business outcomes' }).getByRole('listitem').allTextContents(),
      ).toEqual(
        question.businessOutcomes
          .slice(0, 3)
          .concat(
            question.businessOutcomes.length > 3 ? [`+${question.businessOutcomes.length - 3} more`] : [],
          ),
      );
      expect(await card.getByRole('button', { name: `Edit question ${question.id}` }).isVisible()).toBe(true);
    }
  });

  test('search and the dimension filter narrow the list, and survive a reload', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions } = await bankOf(session);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const dimension = page.getByRole('combobox', { name: 'Dimension' });

    // A question's own text finds that question.
    const target = questions.find((question) => question.dimension === 'data-management')!;
    await search.fill(target.text);
    await expect.poll(() => shownCount(page)).toBe(`Showing 1 of ${FULL_QUESTION_COUNT} questions`);
    expect(await cardTitles(page)).toEqual([target.text]);

    // Case does not matter, and business outcomes are searched too.
    await search.fill(target.businessOutcomes[0]!.toUpperCase());
    await expect.poll(() => cardTitles(page)).toContain(target.text);

    await search.fill('no question says zyzzyva');
    await expect.poll(() => shownCount(page)).toBe(`Showing 0 of ${FULL_QUESTION_COUNT} questions`);
    expect(await page.getByText('No questions match your search.').isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(0);

    // The dimension filter alone: that dimension's questions, in bank order.
    await search.fill('');
    await dimension.selectOption({ label: 'Operations' });
    await expect
      .poll(() => shownCount(page))
      .toBe(`Showing ${QUESTIONS_PER_DIMENSION} of ${FULL_QUESTION_COUNT} questions`);
    const operations = questions.filter((question) => question.dimension === 'operations');
    expect(operations).toHaveLength(QUESTIONS_PER_DIMENSION);
    expect(await cardTitles(page)).toEqual(operations.map((question) => question.text));

    // Both: a data-management question is not found among Operations.
    await search.fill(target.text);
    await expect.poll(() => shownCount(page)).toBe(`Showing 0 of ${FULL_QUESTION_COUNT} questions`);
    await search.fill(operations[2]!.text);
    await expect.poll(() => cardTitles(page)).toEqual([operations[2]!.text]);

    // The filters live in the address, so a reload (or a shared link) keeps them.
    const url = new URL(page.url());
    expect(url.searchParams.get('dimension')).toBe('operations');
    expect(url.searchParams.get('q')).toBe(operations[2]!.text);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([operations[2]!.text]);
    expect(await dimension.inputValue()).toBe('operations');
    expect(await search.inputValue()).toBe(operations[2]!.text);

    await dimension.selectOption({ label: 'All dimensions' });
    await search.fill('');
    await expect
      .poll(() => shownCount(page))
      .toBe(`Showing ${FULL_QUESTION_COUNT} of ${FULL_QUESTION_COUNT} questions`);
  });
});

describe('editing a question', () => {
  test('a changed text, weight, outcomes and the “Not applicable” offer are saved and still there after a reload', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions, bankVersion } = await bankOf(session);
    const original = questions.find((question) => question.id === 'strategy-03') ?? questions[2]!;
    toRestore.set(original.id, original);
    const text = `${original.text} (edited in the browser test)`;
    const weight = original.weight === 3 ? 4 : 3;
    const outcomes = [...original.businessOutcomes, 'Edited outcome one', 'Edited outcome two'].slice(0, 10);

    await cardOf(page, original)
      .getByRole('button', { name: `Edit question ${original.id}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Question' });
    expect(await dialog.getByLabel('Question text', { exact: true }).inputValue()).toBe(original.text);
    expect(await dialog.getByLabel('Weight', { exact: true }).inputValue()).toBe(String(original.weight));

    await dialog.getByLabel('Question text', { exact: true }).fill(text);
    await dialog.getByLabel('Weight', { exact: true }).fill(String(weight));
    for (const outcome of outcomes.slice(original.businessOutcomes.length)) {
      await dialog.getByRole('button', { name: 'Add outcome' }).click();
      const rows = dialog.getByRole('textbox', { name: /^Business outcome \d+$/ });
      await rows.nth((await rows.count()) - 1).fill(outcome);
    }
    const notApplicable = dialog.getByRole('checkbox', { name: 'Offer “Not applicable”' });
    expect(await notApplicable.isChecked()).toBe(false);
    await notApplicable.click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await page.getByText('Question updated', { exact: true }).waitFor();
    expect(await page.getByText(`Saved in question bank version ${bankVersion + 1}.`).isVisible()).toBe(true);
    await dialog.waitFor({ state: 'detached' });
    await cardOf(page, { text }).waitFor();
    expect(await cardOf(page, original).count()).toBe(0);

    // Stored by the server, not only shown.
    const saved = await questionOf(session, original.id);
    expect(saved).toEqual({
      ...original,
      text,
      weight,
      businessOutcomes: outcomes,
      allowsNotApplicable: true,
    });

    await page.reload();
    const card = cardOf(page, { text });
    await card.waitFor();
    expect(await card.getByText(`${weight} / 10`).isVisible()).toBe(true);
    expect(await card.getByText('Not applicable allowed').isVisible()).toBe(true);
    expect(
      await card.getByRole('list', { name: 'Business outcomes' }).getByRole('listitem').allTextContents(),
    ).toEqual([...outcomes.slice(0, 3), `+${outcomes.length - 3} more`]);
    const summary = page.getByRole('region', { name: 'Question bank' });
    const version = summary.locator('dt', { hasText: /^Version$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await version.textContent()).toBe(String(bankVersion + 1));

    // The dialog opens on the saved values.
    await card.getByRole('button', { name: `Edit question ${original.id}` }).click();
    expect(await dialog.getByLabel('Question text', { exact: true }).inputValue()).toBe(text);
    expect(await dialog.getByLabel('Weight', { exact: true }).inputValue()).toBe(String(weight));
    expect(await notApplicable.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('invalid values are refused in the dialog with a message, and nothing is sent', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions } = await bankOf(session);
    const original = questions[1]!;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/admin/')) writes.push(request.url());
    });

    await cardOf(page, original)
      .getByRole('button', { name: `Edit question ${original.id}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Question' });
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    const field = (label: string) => dialog.getByLabel(label, { exact: true });

    const refusals: [string, string, string][] = [
      ['Weight', '11', 'Weight must be from 1 to 10'],
      ['Weight', '0', 'Weight must be from 1 to 10'],
      ['Weight', '2.5', 'Weight must be a whole number'],
      ['ROI correlation', '1.5', 'ROI correlation must be from 0 to 1'],
      ['ROI correlation', '0.75', 'ROI correlation must be in steps of 0.1'],
      ['Question text', '   ', 'Question text is required'],
      ['Category', '', 'Category is required'],
    ];
    for (const [label, value, message] of refusals) {
      const before = await field(label).inputValue();
      await field(label).fill(value);
      await save.click();
      await dialog.getByText(message, { exact: true }).waitFor();
      // The field says it is invalid, points at the message, and has the focus.
      expect(await field(label).getAttribute('aria-invalid'), label).toBe('true');
      const describedBy = (await field(label).getAttribute('aria-describedby')) ?? '';
      const descriptions = await Promise.all(
        describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(descriptions).toContain(message);
      expect(await field(label).evaluate((element) => element === document.activeElement), label).toBe(true);
      // Fixing it clears the message.
      await field(label).fill(before);
      expect(await dialog.getByText(message, { exact: true }).count()).toBe(0);
    }

    // Every business outcome removed: at least one is needed.
    const remove = dialog.getByRole('button', { name: /^Remove business outcome \d+$/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await save.click();
    await dialog.getByText('Add at least one business outcome', { exact: true }).waitFor();

    // A level description emptied.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await cardOf(page, original)
      .getByRole('button', { name: `Edit question ${original.id}` })
      .click();
    const level3 = dialog.getByLabel(/^Level 3 · /);
    await level3.fill('');
    await save.click();
    await dialog.getByText('Description is required', { exact: true }).waitFor();
    expect(await level3.getAttribute('aria-invalid')).toBe('true');

    expect(writes).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await questionOf(session, original.id)).toEqual(original);
  });

  test("an edit the server refuses (a text another question has) shows the server's reason and changes nothing", async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions, bankVersion } = await bankOf(session);
    const [first, second] = [questions[0]!, questions[1]!];

    await cardOf(page, second)
      .getByRole('button', { name: `Edit question ${second.id}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Question' });
    await dialog.getByLabel('Question text', { exact: true }).fill(first.text);
    expectHttpError(400, `/api/admin/questions/${second.id}`, 'PUT');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    const alert = dialog.getByRole('alert');
    await alert.getByText('Failed to update question', { exact: true }).waitFor();
    expect(await alert.textContent()).toMatch(/The edit would break the question bank: .*same text/i);
    expect(await dialog.isVisible()).toBe(true);
    const bank = await bankOf(session);
    expect(bank.bankVersion).toBe(bankVersion);
    expect(bank.questions.find((question) => question.id === second.id)).toEqual(second);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('files', () => {
  test('Export downloads the whole bank as JSON the import takes back', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const bank = await bankOf(session);
    const { download, content } = await downloadOf(page, 'Export');
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`ai-readiness-questions-v${bank.bankVersion}-${today}.json`);
    expect(content).toMatchObject({ bankVersion: bank.bankVersion, options: { mode: 'update-existing' } });
    expect((content as { questions: TQuestion[] }).questions).toEqual(bank.questions);
    await page.getByText('Download Started', { exact: true }).waitFor();
  });

  test('Template downloads an import file with an example question', async () => {
    const { page } = await openAsAdmin();
    const { download, content } = await downloadOf(page, 'Template');
    expect(download.suggestedFilename()).toBe('ai-readiness-questions-template.json');
    const template = content as { questions: TQuestion[]; options: unknown };
    expect(template.options).toEqual({ mode: 'update-existing' });
    expect(template.questions.length).toBeGreaterThan(0);
    for (const question of template.questions) {
      expect(Object.keys(question)).toEqual(
        expect.arrayContaining(['id', 'text', 'dimension', 'weight', 'roiCorrelation', 'businessOutcomes']),
      );
      expect(question.responseOptions).toHaveLength(5);
    }
  });

  test('an import with a rejected question: the preview names it and its reason, and nothing can be applied', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions, bankVersion } = await bankOf(session);
    const [changed, invalid] = [questions[4]!, questions[5]!];
    const file = {
      questions: [
        { ...changed, explanation: `${changed.explanation} Updated by import.` },
        { ...invalid, weight: 42, roiCorrelation: 0.55 },
      ],
    };

    const dialog = await pickImportFile(page, 'mixed.json', JSON.stringify(file));
    await dialog.getByText('2 questions found in mixed.json.').waitFor();
    await dialog.getByRole('button', { name: 'Preview import', exact: true }).click();

    const preview = dialog.getByRole('region', { name: 'Questions in the file' });
    await preview.waitFor();
    const items = await preview.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(`Updated`);
    expect(items[0]).toContain(`Question 1 (${changed.id})`);
    expect(items[0]).toContain('changes explanation');
    expect(items[1]).toContain(`Refused`);
    expect(items[1]).toContain(`Question 2 (${invalid.id})`);
    expect(items[1]).toContain('weight must be from 1 to 10');
    expect(items[1]).toContain('roiCorrelation must be in steps of 0.1');
    await dialog.getByText(/Nothing will be imported while a question is refused/).waitFor();
    expect(await dialog.getByRole('button', { name: /^Confirm import/ }).isDisabled()).toBe(true);

    // All or nothing: the valid update was not applied either.
    const bank = await bankOf(session);
    expect(bank.bankVersion).toBe(bankVersion);
    expect(bank.questions.find((question) => question.id === changed.id)).toEqual(changed);
  });

  test('an import of an update and an unchanged question reports updated and skipped, and the list shows it', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { questions, bankVersion } = await bankOf(session);
    const [changed, unchanged] = [questions[6]!, questions[7]!];
    toRestore.set(changed.id, changed);
    const text = `${changed.text} (imported)`;
    // A plain list works as well as an object with `questions`; isQuick may be left out.
    const { isQuick: _isQuick, ...withoutQuick } = changed;
    const file = [
      { ...withoutQuick, text, weight: changed.weight === 10 ? 9 : changed.weight + 1 },
      unchanged,
    ];

    const dialog = await pickImportFile(page, 'update.json', JSON.stringify(file));
    await dialog.getByText('2 questions found in update.json.').waitFor();
    await dialog.getByRole('button', { name: 'Preview import', exact: true }).click();
    // The preview first: nothing is applied until the admin confirms.
    const previewCounts = dialog.getByRole('region', { name: 'Import preview' }).locator('dl > div');
    await previewCounts.first().waitFor();
    expect((await previewCounts.allInnerTexts()).map((count) => count.replace(/\s+/g, ' '))).toEqual([
      'New 0',
      'Updated 1',
      'Unchanged 1',
      'Refused 0',
    ]);
    expect((await bankOf(session)).bankVersion).toBe(bankVersion);
    await dialog.getByRole('button', { name: 'Confirm import (1 change)', exact: true }).click();

    const result = dialog.getByRole('status').filter({ hasText: 'Questions imported' });
    await result.waitFor();
    const counts = await result.locator('dl > div').allInnerTexts();
    expect(counts.map((count) => count.replace(/\s+/g, ' '))).toEqual([
      'Imported 0',
      'Updated 1',
      'Skipped 1',
    ]);
    expect(await result.getByText(`The question bank is now version ${bankVersion + 1}.`).isVisible()).toBe(
      true,
    );

    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await cardOf(page, { text }).waitFor();
    const saved = await questionOf(session, changed.id);
    expect(saved).toEqual({ ...changed, text, weight: file[0]!.weight });

    // The same file again has nothing to import: the preview says so and there is nothing to confirm.
    const again = await pickImportFile(page, 'update.json', JSON.stringify(file));
    await again.getByRole('button', { name: 'Preview import', exact: true }).click();
    await again
      .getByText(`Nothing to import: every question is identical to bank version ${bankVersion + 1}.`)
      .waitFor();
    expect(await again.getByRole('button', { name: /^Confirm import/ }).isDisabled()).toBe(true);
  });

  test('a file that is not JSON is refused before anything is sent', async () => {
    const { page } = await openAsAdmin();
    const dialog = await pickImportFile(page, 'notes.json', 'questions: not json');
    const alert = dialog.getByRole('alert');
    await alert.getByText('Failed to import questions. Please check file format.').waitFor();
    expect(await alert.getByText('notes.json: The file is not valid JSON.').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Preview import', exact: true }).isDisabled()).toBe(true);

    await dialog.getByLabel('Questions file (JSON)').setInputFiles({
      name: 'empty.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ questions: [] })),
    });
    await alert.getByText('empty.json: Questions must not be empty.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Preview import', exact: true }).isDisabled()).toBe(true);
  });

  test('the template as it comes: the preview marks its example refused, and the bank does not grow', async () => {
    const session = await openAsAdmin();
    const { page } = session;
    const { content } = await downloadOf(page, 'Template');
    const before = await bankOf(session);
    const dialog = await pickImportFile(page, 'template.json', JSON.stringify(content));
    await dialog.getByRole('button', { name: 'Preview import', exact: true }).click();
    const item = dialog.getByRole('region', { name: 'Questions in the file' }).getByRole('listitem');
    await item.first().waitFor();
    expect(await item.allTextContents()).toEqual([
      expect.stringMatching(/^RefusedQuestion 1 \(strategy-06\).*template’s example question/),
    ]);
    expect(await dialog.getByRole('button', { name: /^Confirm import/ }).isDisabled()).toBe(true);
    const after = await bankOf(session);
    expect(after.bankVersion).toBe(before.bankVersion);
    expect(after.questions).toHaveLength(before.questions.length);
  });
});

describe('retiring a question', () => {
  test('retire with a reason, see it under Retired questions with its history, then restore it', async () => {
    const session = await openAsAdmin();
    const { page, context } = session;
    const before = await bankOf(session);
    const target = before.questions.find((question) => question.id === 'strategy-04')!;
    const countsBefore = (await (await context.request.get('/api/questions/counts')).json()) as {
      full: number;
    };

    // Found by its id.
    await page.getByRole('searchbox', { name: 'Search' }).fill('strategy-04');
    await expect.poll(() => shownCount(page)).toBe(`Showing 1 of ${before.questions.length} questions`);
    const card = cardOf(page, target);
    await card.getByRole('button', { name: 'Retire question strategy-04' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retire strategy-04' });
    const confirm = dialog.getByRole('button', { name: 'Retire question', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Reason/).fill('Merged into strategy-01');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });

    const retired = page.getByRole('region', { name: /^Retired questions/ });
    await retired.getByRole('article', { name: target.text, exact: true }).waitFor();
    const afterRetire = await bankOf(session);
    expect(afterRetire.bankVersion).toBe(before.bankVersion + 1);
    expect(afterRetire.questions.map((q) => q.id)).not.toContain('strategy-04');
    expect(afterRetire.retired.map((q) => q.id)).toEqual(['strategy-04']);
    const countsAfter = (await (await context.request.get('/api/questions/counts')).json()) as {
      full: number;
    };
    expect(countsAfter.full).toBe(countsBefore.full - 1);

    // Its history names who retired it and why.
    const retiredCard = retired.getByRole('article', { name: target.text, exact: true });
    await retiredCard.getByRole('button', { name: 'History of question strategy-04' }).click();
    const history = retiredCard.getByRole('region', { name: 'History of strategy-04' });
    await history.getByText(/Retired by/).waitFor();
    expect(await history.textContent()).toContain('Merged into strategy-01');

    // Restored as it was.
    await retiredCard.getByRole('button', { name: 'Restore question strategy-04' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore strategy-04' });
    await restore.getByLabel(/^Reason/).fill('Needed again');
    await restore.getByRole('button', { name: 'Restore question', exact: true }).click();
    await restore.waitFor({ state: 'detached' });
    await expect.poll(async () => (await bankOf(session)).retired.length).toBe(0);
    const restored = await bankOf(session);
    expect(restored.questions.find((q) => q.id === 'strategy-04')).toEqual(target);
    await cardOf(page, target).waitFor();
  });
});

describe('accessibility', () => {
  test.each([
    { viewport: DESKTOP, theme: 'light' as const },
    { viewport: PHONE, theme: 'dark' as const },
  ])(
    'the page and its dialogs at $viewport.width px in $theme theme have no serious or critical axe violations',
    async ({ viewport, theme }) => {
      const { page } = await openAsAdmin(viewport, theme);
      const { questions } = await bankOf(sessions[0]!);
      // Scanned with the 'Admin access granted' toast still up when it is (its colours must pass too).
      expect(await seriousAxeViolations(page), 'the question list').toEqual([]);
      await dismissToasts(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);

      // The edit dialog, with a refused value showing.
      await cardOf(page, questions[0]!)
        .getByRole('button', { name: `Edit question ${questions[0]!.id}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Question' });
      await edit.getByLabel('Weight', { exact: true }).fill('11');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.getByText('Weight must be from 1 to 10').waitFor();
      expect(await seriousAxeViolations(page), 'the edit dialog').toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });

      // The import dialog, with a rejection list showing.
      const file = [{ ...questions[0]!, weight: 42 }];
      const dialog = await pickImportFile(page, 'bad.json', JSON.stringify(file));
      await dialog.getByRole('button', { name: 'Preview import', exact: true }).click();
      await dialog.getByRole('region', { name: 'Questions in the file' }).waitFor();
      expect(await seriousAxeViolations(page), 'the import dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
  );
});

describe('written advice', () => {
  test('a question without advice is flagged; advice written in the dialog is checked, saved, read back from the API, and the flag goes', async () => {
    const session = await openAsAdmin();
    const { page, context } = session;
    const headers = { origin: baseUrl(), 'x-admin-key': await adminKeyOf(page) };
    // A new question without advice (an id of its own each run: a retired id cannot be imported again).
    const id = `operations-${String(Date.now()).slice(-6)}`;
    const levels = ['Initial', 'Developing', 'Defined', 'Managed', 'Optimised'];
    const question = {
      id,
      text: `How are AI pilots in operations reviewed at the end of their trial (${id})?`,
      explanation: 'A review turns a pilot into a decision: scale it, change it or stop it.',
      dimension: 'operations',
      category: 'Pilot reviews',
      weight: 5,
      businessImpact: 'medium',
      technicalComplexity: 'low',
      roiCorrelation: 0.5,
      businessOutcomes: ['Pilots decided on evidence'],
      responseOptions: levels.map((label, index) => ({
        value: index + 1,
        label,
        description: [
          'Pilots run on until someone loses interest in them.',
          'Some pilots get an informal review when they end.',
          'Every pilot ends with a review against its success criteria.',
          'Reviews decide scale, change or stop, and their decisions are tracked.',
          'Review findings reshape how new pilots are chosen and designed.',
        ][index]!,
      })),
      isQuick: false,
    };
    const advice = [
      [
        'Hold a short review at the end of the next two AI pilots with their sponsors.',
        'The sponsors of 2 pilots have signed off a one-page review of each, with a decision recorded.',
      ],
      [
        'Write success criteria into every pilot charter and review against them.',
        'The operations head has approved a charter template, and 100% of pilots started since use it.',
      ],
      [
        'Take a scale, change or stop decision at each review and track it to completion.',
        'At least 3 decisions are approved by the steering group, and each was carried out within 1 quarter.',
      ],
      [
        'Feed review findings back into how new pilots are chosen each year.',
        'The selection criteria, revised from at least 5 reviews, are approved by the COO for next year.',
      ],
    ].map(([action, doneWhen]) => ({
      action: action!,
      owner: 'Head of Operations',
      effort: 'small',
      doneWhen: doneWhen!,
    }));

    // Import preview refuses advice that breaks the rules, naming the field.
    const preview = await context.request.post('/api/admin/questions/import/preview', {
      headers,
      data: {
        questions: [
          {
            ...question,
            advice: advice.map((step, index) =>
              index === 1
                ? { ...step, doneWhen: `Approved by 2 heads: ${question.responseOptions[2]!.description}` }
                : step,
            ),
          },
        ],
      },
    });
    expect(preview.status()).toBe(200);
    const refused = ((await preview.json()) as { items: { status: string; reason: string }[] }).items[0]!;
    expect(refused.status).toBe('refused');
    expect(refused.reason).toMatch(/advice\.1\.doneWhen \(step 2, to Defined\) quotes a level description/);

    const imported = await context.request.post('/api/admin/questions/import', {
      headers,
      data: { questions: [question], options: { mode: 'update-existing' } },
    });
    expect(imported.status()).toBe(200);
    try {
      expect((await bankOf(session)).withoutAdvice).toContain(id);
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search' }).fill(id);
      const card = cardOf(page, question);
      await card.getByText('No written advice', { exact: true }).waitFor();

      await card.getByRole('button', { name: `Edit question ${id}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Question' });
      await dialog.getByText('This question has no written advice yet.').waitFor();
      for (const [index, step] of advice.entries()) {
        const group = dialog.getByRole('group', { name: `Step ${index + 1}` });
        await group.getByLabel('Action', { exact: true }).fill(step.action);
        await group.getByLabel('Owner', { exact: true }).fill(step.owner);
        await group.getByLabel('Effort', { exact: true }).selectOption(step.effort);
        // The first attempt states an absence: refused in the dialog, nothing sent.
        await group
          .getByLabel('Done when', { exact: true })
          .fill(
            index === 2
              ? 'Nobody runs pilots without a review any more, as 3 heads approved.'
              : step.doneWhen,
          );
      }
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT') writes.push(request.url());
      });
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      const third = dialog.getByRole('group', { name: 'Step 3' });
      await third.getByText(/^Done when is phrased as an absence/).waitFor();
      expect(writes).toEqual([]);

      await third.getByLabel('Done when', { exact: true }).fill(advice[2]!.doneWhen);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Question updated', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => card.getByText('No written advice', { exact: true }).count()).toBe(0);

      // Stored by the server: the advice as written, and the flag gone.
      const bank = await bankOf(session);
      expect(bank.withoutAdvice).not.toContain(id);
      expect(bank.questions.find((candidate) => candidate.id === id)?.advice).toEqual(advice);

      // After a reload the dialog opens on the saved advice.
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search' }).fill(id);
      await card.getByRole('button', { name: `Edit question ${id}` }).click();
      const reopened = page.getByRole('dialog', { name: 'Edit Question' });
      const last = reopened.getByRole('group', { name: 'Step 4' });
      expect(await last.getByLabel('Done when', { exact: true }).inputValue()).toBe(advice[3]!.doneWhen);
      expect(await reopened.getByText('This question has no written advice yet.').count()).toBe(0);
      await reopened.getByRole('button', { name: 'Cancel' }).click();
      await reopened.waitFor({ state: 'detached' });
    } finally {
      // Out of the live bank again (other browser tests count its questions).
      const retired = await context.request.post(`/api/admin/questions/${id}/retire`, {
        headers,
        data: { reason: 'browser test question' },
      });
      expect(retired.status()).toBe(200);
    }
  });
});
