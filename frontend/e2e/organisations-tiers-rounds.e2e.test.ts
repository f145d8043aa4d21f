import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  baseUrl,
  confirmAdminPassword,
  createAdmin,
  linksIn,
  newContext,
  newUser,
  registerViaApi,
  setTier,
  signInViaApi,
  useE2E,
  waitForEmail,
  type TestUser,
} from './support/e2e.ts';
import { answerThroughTheApi, lookAt } from './support/organisations.ts';

// Organisations beyond the first round (issue 27), on the real stack: an owner's "Talk to sales" request lands in
// the admin's leads and the admin sets the organisation to Enterprise; an owner edits the organisation's details;
// a named round shows each person's levels (and says it is named while answering); an anonymous second round
// shows none, and shows each dimension's change since the first.

const { browser, shot } = useE2E();

/** A premium user of the test's own, signed in after the upgrade (so the session carries Premium). */
async function premiumOwner(): Promise<{ owner: TestUser; context: BrowserContext }> {
  const signUp = await newContext(browser);
  const owner = await registerViaApi(signUp);
  await signUp.close();
  await setTier(owner.email, 'premium');
  const context = await newContext(browser);
  await signInViaApi(context, owner);
  return { owner, context };
}

async function createOrganisation(context: BrowserContext, name: string): Promise<string> {
  const response = await context.request.post('/api/organisations', {
    headers: { origin: baseUrl() },
    data: { name, industry: 'technology', companySize: '51-200' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens an admin page, confirming the admin password on /admin when the page asks for it first. */
async function openAdminPage(page: Page, path: string, heading: string, password: string) {
  await page.goto(path);
  const target = page.getByRole('heading', { level: 1, name: heading, exact: true });
  const confirm = page.getByRole('form', { name: 'Confirm admin password' });
  await target.or(confirm).waitFor();
  if (await confirm.isVisible()) {
    await confirmAdminPassword(page, password);
    await target.waitFor();
  }
}

/** Starts a quick round for every member from the organisation page, named or not; the round's page path. */
async function startRound(page: Page, organisationPath: string, anonymity: 'Anonymous' | 'Named') {
  await page.goto(organisationPath);
  await page.getByRole('link', { name: 'Start a round' }).click();
  await page.getByRole('heading', { level: 1, name: 'Start a round' }).waitFor();
  await page.getByRole('radio', { name: anonymity, exact: true }).check();
  await page.getByRole('button', { name: 'Start the round' }).click();
  await page.getByRole('heading', { level: 1, name: /Quick round of/ }).waitFor();
  return new URL(page.url()).pathname;
}

async function closeAndOpenResults(page: Page, roundPath: string) {
  await page.goto(roundPath);
  await page.getByText('2 of 2 participants finished', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Close the round now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close the round' }).click();
  await page.getByRole('link', { name: 'See the results' }).click();
  await page.getByRole('heading', { level: 1, name: /organisation results/ }).waitFor();
  await page.getByText('2 of 2 participants answered', { exact: false }).waitFor();
}

describe('organisations: Enterprise, details, named rounds and change', () => {
  test('a "Talk to sales" request lands in the leads; the admin sets the organisation to Enterprise', async () => {
    const { owner, context } = await premiumOwner();
    const name = `Jacquard Looms ${newUser().lastName}`;
    const organisationId = await createOrganisation(context, name);
    const page = await context.newPage();
    await page.goto(`/organisations/${organisationId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('1 member of 6').waitFor();
    await page.getByText('Premium tier').waitFor();

    // The request: the organisation's name, the owner's email and a message naming the organisation are filled in.
    await page.getByRole('button', { name: 'Talk to sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to sales about Enterprise' });
    expect(await dialog.getByLabel('Organisation').inputValue()).toBe(name);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(owner.email);
    await dialog.getByLabel('Phone', { exact: false }).fill('+44 20 7946 0000');
    await page.screenshot({ path: shot('organisations-talk-to-sales-1280-light') });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The admin finds it among the leads, as a demo request from the owner, naming the organisation.
    const admin = await createAdmin(newUser());
    const adminContext = await newContext(browser);
    await signInViaApi(adminContext, admin);
    const adminPage = await adminContext.newPage();
    await openAdminPage(adminPage, '/admin-support', 'Support', admin.password);
    await adminPage.getByRole('tab', { name: 'White-label requests' }).click();
    const lead = adminPage.getByTestId('lead').filter({ hasText: name });
    await lead.waitFor();
    const details = (await lead.textContent()) ?? '';
    expect(details).toContain('Demo');
    expect(details).toContain(owner.email);
    expect(details).toContain('+44 20 7946 0000');
    expect(details).toContain(`id ${organisationId}`);

    // The admin sets it to Enterprise on /admin-organisations, with a reason.
    await openAdminPage(adminPage, '/admin-organisations', 'Organisations', admin.password);
    await adminPage.getByLabel('Search', { exact: true }).fill(name);
    const item = adminPage.getByRole('listitem').filter({ hasText: name });
    await item.getByText('Premium', { exact: true }).waitFor();
    await lookAt(adminPage, shot, 'admin-list');
    await item.getByRole('button', { name: `Set to Enterprise (${name})` }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Set ${name} to Enterprise?` });
    await confirm.getByLabel('Reason', { exact: false }).fill('Signed the enterprise contract');
    await confirm.getByRole('button', { name: 'Set to Enterprise' }).click();
    await adminPage.getByText(`${name} is now Enterprise.`).waitFor();
    await item.getByText('Enterprise', { exact: true }).waitFor();
    await item.getByRole('button', { name: `Set to Premium (${name})` }).waitFor();

    // The organisation now has no member limit and says it is Enterprise; Talk to sales is gone.
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('1 member · no member limit').waitFor();
    await page.getByText('Enterprise tier').waitFor();
    expect(await page.getByText('Premium tier').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Talk to sales' }).count()).toBe(0);
    await lookAt(page, shot, 'enterprise');
  }, 600_000);

  test('edit the details; a named round shows each person, an anonymous second one its change only', async () => {
    const { owner, context } = await premiumOwner();
    const organisationId = await createOrganisation(context, `Difference Engines ${newUser().lastName}`);
    const organisationPath = `/organisations/${organisationId}`;
    const page = await context.newPage();
    await page.goto(organisationPath);

    // The owner renames it and changes its size on the page.
    const name = `Analytical Engines ${newUser().lastName}`;
    const form = page.getByRole('form', { name: 'Organisation details' });
    await form.getByLabel('Organisation name').fill(name);
    await form.getByLabel('Company size').selectOption('201-1000');
    await form.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Organisation updated').waitFor();
    const stored = await context.request.get(`/api${organisationPath}`);
    expect(((await stored.json()) as { organisation: unknown }).organisation).toMatchObject({
      name,
      industry: 'technology',
      companySize: '201-1000',
    });
    await lookAt(page, shot, 'details');

    // Charles joins through his invitation.
    const charlesContext = await newContext(browser);
    const charles = await registerViaApi(charlesContext, { ...newUser(), firstName: 'Charles' });
    const invited = await context.request.post(`/api${organisationPath}/invitations`, {
      headers: { origin: baseUrl() },
      data: { email: charles.email, role: 'member' },
    });
    expect(invited.status()).toBe(201);
    const email = await waitForEmail(charles.email, /invited you to/);
    const link = linksIn(email).find((href) => href.includes('/organisations/join?token='))!;
    const token = new URL(link).searchParams.get('token');
    const accepted = await charlesContext.request.post('/api/organisation-invitations/accept', {
      headers: { origin: baseUrl() },
      data: { token },
    });
    expect(accepted.status()).toBe(200);

    // A named round: both are told so while answering; the owner answers level 2 throughout, Charles level 4.
    const namedPath = await startRound(page, organisationPath, 'Named');
    await page
      .getByText(/^Named round/)
      .first()
      .waitFor();
    const charlesPage = await charlesContext.newPage();
    await charlesPage.goto(`${namedPath}/answer`);
    await charlesPage.getByRole('heading', { level: 1, name: 'Your part of the round' }).waitFor();
    await charlesPage.getByText(/^Named round: members see each person’s level per dimension/).waitFor();
    expect(await charlesPage.getByText(/^Anonymous round/).count()).toBe(0);
    await answerThroughTheApi(context, `/api${namedPath}`, 2);
    await answerThroughTheApi(charlesContext, `/api${namedPath}`, 4);
    await closeAndOpenResults(page, namedPath);

    const people = page
      .getByRole('heading', { name: 'Each person’s levels' })
      // heading → card header → card
      .locator('xpath=../..');
    await people.waitFor();
    const levelsOf = async (person: TestUser) => {
      const section = people.locator('section', {
        has: page.getByRole('heading', { level: 3, name: `${person.firstName} ${person.lastName}` }),
      });
      return section.locator('dd').allTextContents();
    };
    const ownerLevels = await levelsOf(owner);
    const charlesLevels = await levelsOf(charles);
    expect(ownerLevels.length).toBeGreaterThan(1);
    expect(new Set(ownerLevels)).toEqual(new Set(['2']));
    expect(charlesLevels).toHaveLength(ownerLevels.length);
    expect(new Set(charlesLevels)).toEqual(new Set(['4']));
    // The first round has nothing to compare with.
    expect(await page.getByText(/since the round of/).count()).toBe(0);
    await lookAt(page, shot, 'named-results');

    // An anonymous second round: Charles is told; both answer level 4 (mean 3 → 4: every score 50 → 75).
    const anonymousPath = await startRound(page, organisationPath, 'Anonymous');
    await charlesPage.goto(`${anonymousPath}/answer`);
    await charlesPage.getByText(/^Anonymous round: nobody sees who answered what/).waitFor();
    expect(await charlesPage.getByText(/^Named round/).count()).toBe(0);
    await answerThroughTheApi(context, `/api${anonymousPath}`, 4);
    await answerThroughTheApi(charlesContext, `/api${anonymousPath}`, 4);
    await closeAndOpenResults(page, anonymousPath);

    // Nobody's own levels: no card of them, no one's name over any levels.
    expect(await page.getByRole('heading', { name: 'Each person’s levels' }).count()).toBe(0);
    expect(
      await page.getByRole('heading', { name: `${charles.firstName} ${charles.lastName}` }).count(),
    ).toBe(0);
    // Every dimension up 25 points, and the overall score with them.
    const byDimension = page
      .getByRole('heading', { name: 'By dimension' })
      // heading → card header → card
      .locator('xpath=../..');
    const dimensions = byDimension.getByRole('listitem');
    const count = await dimensions.count();
    expect(count).toBeGreaterThan(1);
    expect(await byDimension.getByTitle('up 25 points').count()).toBe(count);
    for (const change of await byDimension.getByTitle('up 25 points').allTextContents())
      expect(change.trim()).toBe('· +25');
    await page.getByText(/^\+25 since the round of .+ \(50\)$/).waitFor();
    await lookAt(page, shot, 'second-round-results');
  }, 900_000);
});
