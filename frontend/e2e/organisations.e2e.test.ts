import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  linksIn,
  newContext,
  newUser,
  PHONE,
  registerViaApi,
  setTier,
  signInViaApi,
  useE2E,
  waitForEmail,
  type TestUser,
} from './support/e2e.ts';
import { answerThroughTheApi, lookAt } from './support/organisations.ts';

// Organisations end to end on the real stack (issue 27): a premium owner creates an organisation, invites two
// colleagues by email (one registers on the way through the link), starts an anonymous round, the three answer
// differently, the owner closes it early, and the results show each dimension's median and spread, the
// disagreement, and one roadmap whose action an assignee ticks done on their dashboard.

const { browser, shot } = useE2E();

async function invite(page: Page, email: string) {
  await page.getByLabel('Colleague’s email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('region', { name: 'Waiting for an answer' }).getByText(email).waitFor();
  // Sent: the form empties itself. Typing the next address before that would have it wiped.
  await expect.poll(() => page.getByLabel('Colleague’s email').inputValue()).toBe('');
}

describe('an organisation assesses itself together', () => {
  test('create, invite, answer differently, close, see the spread and share the roadmap', async () => {
    // The owner: a premium user of their own (the shared role users must not gain an organisation).
    const signUp = await newContext(browser);
    const owner = await registerViaApi(signUp);
    await signUp.close();
    await setTier(owner.email, 'premium');
    // Signed in after the upgrade, so the session carries Premium.
    const ownerContext = await newContext(browser);
    await signInViaApi(ownerContext, owner);
    const page = await ownerContext.newPage();
    await page.goto('/organisations');
    await page.getByRole('heading', { level: 1, name: 'Organisations' }).waitFor();
    await page.getByLabel('Organisation name').fill('Analytical Engines');
    await page.getByLabel('Industry').selectOption('technology');
    await page.getByLabel('Company size').selectOption('51-200');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analytical Engines' }).waitFor();
    const organisationPath = new URL(page.url()).pathname;

    // Two colleagues: Charles has an account; Mary registers through the link.
    const charlesContext = await newContext(browser);
    const charles = await registerViaApi(charlesContext, { ...newUser(), firstName: 'Charles' });
    const mary: TestUser = { ...newUser(), firstName: 'Mary' };
    await invite(page, charles.email);
    await invite(page, mary.email);
    await lookAt(page, shot, 'settings');

    const charlesEmail = await waitForEmail(charles.email, /invited you to Analytical Engines/);
    const charlesLink = linksIn(charlesEmail).find((href) => href.includes('/organisations/join?token='))!;
    expect(charlesLink).toBeDefined();
    const charlesPage = await charlesContext.newPage();
    await charlesPage.goto(charlesLink);
    await charlesPage.getByRole('button', { name: 'Join Analytical Engines' }).click();
    await charlesPage.getByRole('heading', { level: 1, name: 'Analytical Engines' }).waitFor();

    const maryEmail = await waitForEmail(mary.email, /invited you to Analytical Engines/);
    const maryLink = linksIn(maryEmail).find((href) => href.includes('/organisations/join?token='))!;
    const maryContext = await newContext(browser, PHONE);
    const maryPage = await maryContext.newPage();
    await maryPage.goto(maryLink);
    await maryPage.getByText(/invites you to join/).waitFor();
    await lookAt(maryPage, shot, 'join');
    await maryPage.getByRole('link', { name: 'Create an account' }).click();
    await maryPage.getByLabel('First name').fill(mary.firstName);
    await maryPage.getByLabel('Last name').fill(mary.lastName);
    await maryPage.getByLabel('Email').fill(mary.email);
    await maryPage.getByLabel('Password', { exact: true }).fill(mary.password);
    await maryPage.getByRole('button', { name: 'Create Account' }).click();
    // Back on the invitation, signed in: join.
    await maryPage.getByRole('button', { name: 'Join Analytical Engines' }).click();
    await maryPage.getByRole('heading', { level: 1, name: 'Analytical Engines' }).waitFor();

    // The owner starts an anonymous quick round for the three of them.
    await page.reload();
    await page.getByText('3 members of 6').waitFor();
    await page.getByRole('link', { name: 'Start a round' }).click();
    await page.getByRole('heading', { level: 1, name: 'Start a round' }).waitFor();
    await lookAt(page, shot, 'start-round');
    await page.getByRole('button', { name: 'Start the round' }).click();
    await page.getByRole('heading', { level: 1, name: /Quick round of/ }).waitFor();
    const roundPath = new URL(page.url()).pathname;
    const apiRoundPath = `/api${roundPath}`;
    expect(roundPath.startsWith(`${organisationPath}/rounds/`)).toBe(true);

    // The owner answers on screen with the keyboard-reachable radios, every answer level 1 ("Initial").
    await page.getByRole('link', { name: 'Answer your part' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your part of the round' }).waitFor();
    await page.getByText(/Anonymous round/).waitFor();
    await lookAt(page, shot, 'answer');
    const steps = page.getByRole('navigation', { name: 'Assessment steps' }).getByRole('button');
    await steps.first().waitFor(); // count() does not wait: the page may be reloading into the light theme
    const stepCount = await steps.count();
    expect(stepCount).toBeGreaterThan(1);
    for (let step = 0; step < stepCount; step += 1) {
      await steps.nth(step).click();
      await page.waitForURL(`**step=${step + 1}`);
      // The step's own questions on screen (all() does not wait: it could find the last step's, answered).
      await page.getByText(`Dimension ${step + 1} of ${stepCount}`, { exact: true }).waitFor();
      for (const radio of await page.getByRole('radio', { name: /^Level 1:/ }).all()) await radio.check();
    }
    const answeredAll = page.getByText(/^(\d+) of \1 questions answered$/);
    await answeredAll.waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: shot('organisations-answer-stuck'), fullPage: true });
      throw error;
    });
    await page.getByRole('button', { name: 'Finish my part' }).click();
    await page.getByText(/You finished your part/).waitFor();

    // Charles rates everything at level 3, Mary at level 5: the three disagree.
    await answerThroughTheApi(charlesContext, apiRoundPath, 3);
    await answerThroughTheApi(maryContext, apiRoundPath, 5);

    await page.goto(roundPath);
    await page.getByText('3 of 3 participants finished', { exact: false }).waitFor();
    await lookAt(page, shot, 'round');
    await page.getByRole('button', { name: 'Close the round now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close the round' }).click();
    await page.getByRole('link', { name: 'See the results' }).click();
    await page.getByRole('heading', { level: 1, name: /organisation results/ }).waitFor();

    // Levels 1, 3 and 5: median 3, quartiles 2 and 4 (linear interpolation), range 1 to 5, in every dimension.
    await page.getByText('3 of 3 participants answered', { exact: false }).waitFor();
    expect(
      await page.getByText('Spread: median 3, middle half 2 to 4, all answers 1 to 5').count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText(/Spread: median (?!3,)/).count()).toBe(0);
    await page.getByRole('heading', { name: 'Where your leaders disagree' }).waitFor();
    await lookAt(page, shot, 'results');

    // The board report downloads as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download board report (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // The owner gives the first action to Charles; he sees it on his dashboard and ticks it done.
    const assignee = page.getByRole('combobox', { name: 'Assigned to' }).first();
    await assignee.selectOption({ label: `${charles.firstName} ${charles.lastName}` });
    await page.getByText('Action assigned').waitFor();
    await charlesPage.goto('/dashboard');
    const card = charlesPage.getByRole('heading', { name: 'My assigned actions' });
    await card.waitFor();
    const tick = charlesPage.getByRole('checkbox').first();
    await tick.click(); // the box follows the server's answer, not the click
    await charlesPage.getByText(/Analytical Engines: 1 of \d+ actions done/).waitFor();
    await page.reload();
    await page.getByText(/^1 of \d+ actions done/).waitFor();
  }, 900_000);
});
