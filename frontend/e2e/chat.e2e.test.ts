import { afterEach, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectConsoleError,
  expectHttpError,
  newContext,
  newUser,
  registerViaApi,
  seriousAxeViolations,
  startInTheme,
  type Viewport,
} from './support/browser.ts';
import { useBrowser } from './support/suite.ts';
import { adminKeyViaApi, confirmAdminPassword, createAdmin, signInViaApi } from './support/admin.ts';
import { settle } from './support/floating.ts';
import { linksIn, waitForEmail } from './support/inbox.ts';

// The support chat widget against the real stack (gateway, chat service and its offline assistant).

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const browser = useBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function profile(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light') {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  await startInTheme(context, theme);
  return context;
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Open support chat' });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Support chat' });
const transcript = (page: Page) => chatWindow(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => chatWindow(page).getByRole('textbox', { name: 'Your message' });

/** Opens the window with the keyboard and waits until the session exists (the input is enabled). */
async function openWithKeyboard(page: Page) {
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await chatWindow(page).waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('[role="dialog"] textarea');
    return box instanceof HTMLTextAreaElement && !box.disabled;
  });
}

async function ask(page: Page, question: string) {
  const answers = await transcript(page).locator('[data-chat-role="assistant"]').count();
  await messageBox(page).fill(question);
  await page.keyboard.press('Enter');
  await transcript(page).locator('[data-chat-role="assistant"]').nth(answers).waitFor();
}

const storedSession = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('chat-session') ?? 'null') as unknown,
  ) as Promise<{
    sessionId: string;
    sessionToken: string;
    ownerId: string | null;
  } | null>;

const focusedIsLauncher = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-chat-launcher') ?? false);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('the chat widget', () => {
  test('on a public page, by keyboard only: welcome, focus in the window, Enter sends, Shift+Enter a new line, Escape back to the button; a reload keeps the conversation', async () => {
    const context = await profile();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Nothing of the chat is asked for until the visitor opens it.
    expect(await storedSession(page)).toBeNull();
    await openWithKeyboard(page);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await transcript(page).textContent()).toContain('Hi! I am the AI Readiness assistant');

    await page.keyboard.type('How much does premium cost');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('and is there a refund?');
    expect(await messageBox(page).inputValue()).toBe('How much does premium cost\nand is there a refund?');
    await page.keyboard.press('Enter');
    expect(await messageBox(page).inputValue()).toBe('');
    const answer = transcript(page).locator('[data-chat-role="assistant"]').first();
    await answer.waitFor();
    expect(await answer.textContent()).toContain('$49');
    // The live region holds the whole answer once: the reply is added complete, not word by word.
    expect(await transcript(page).getAttribute('aria-live')).toBe('polite');

    // Feedback on the last answer, by keyboard.
    await chatWindow(page).getByRole('button', { name: 'Helpful', exact: true }).focus();
    await page.keyboard.press('Enter');
    await chatWindow(page).locator('button[aria-label="Helpful"][aria-pressed="true"]').waitFor();

    // Adopt Me opens the white-label page in a new tab.
    const adopt = chatWindow(page).getByRole('link', { name: /Adopt Me/ });
    expect(await adopt.getAttribute('href')).toBe('/whitelabel-deployment');
    expect(await adopt.getAttribute('target')).toBe('_blank');

    await page.keyboard.press('Escape');
    await launcher(page).waitFor();
    await expect.poll(() => focusedIsLauncher(page)).toBe(true);

    const kept = await storedSession(page);
    expect(kept?.ownerId).toBeNull();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await openWithKeyboard(page);
    await transcript(page).getByText('and is there a refund?').waitFor();
    expect((await storedSession(page))?.sessionId).toBe(kept?.sessionId);

    // Minimise keeps the window's state and gives the focus back too.
    await chatWindow(page).getByRole('button', { name: 'Minimise chat' }).click();
    await launcher(page).waitFor();
    expect(await focusedIsLauncher(page)).toBe(true);
  });

  test('a signed-in user: the conversation follows them to another device and is cleared from the browser on sign-out', async () => {
    const context = await profile();
    const user = await registerViaApi(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await openWithKeyboard(page);
    await ask(page, 'What does the assessment measure?');
    expect((await storedSession(page))?.ownerId).toBeTruthy();
    // Not sure what is meant: nothing asserted, two questions offered as quick replies; one press answers it.
    await ask(page, 'so what do you folks offer');
    const choices = chatWindow(page).getByRole('group', { name: 'Did you mean' });
    await choices.waitFor();
    expect(await transcript(page).locator('[data-chat-role="assistant"]').last().textContent()).toContain(
      'Did you mean',
    );
    await choices.getByRole('button', { name: 'What is AI Readiness?' }).click();
    await transcript(page).getByText('industry best practices platform', { exact: false }).waitFor();
    expect(await choices.count()).toBe(0);
    // Not known, but near what it knows: "I'm not sure", and the questions near it offered; one press answers it.
    await ask(page, 'the numbers on my results look off');
    await choices.waitFor();
    const unsure = await transcript(page).locator('[data-chat-role="assistant"]').last().textContent();
    expect(unsure).toContain('I am not sure about that');
    expect(unsure).not.toContain('Your results show');
    if (SHOTS) await chatWindow(page).screenshot({ path: `${SHOTS}/chat-related-questions.png` });
    await choices.getByRole('button', { name: 'Where can I see my results?' }).click();
    await transcript(page).getByText('Your results show your overall score', { exact: false }).waitFor();
    expect(await choices.count()).toBe(0);
    // Navigating keeps the window and the conversation.
    await page.goto('/resources');
    await chatWindow(page).getByText('What does the assessment measure?').waitFor();

    const other = await profile();
    await signInViaApi(other, user);
    const elsewhere = await other.newPage();
    await elsewhere.goto('/dashboard');
    await openWithKeyboard(elsewhere);
    await transcript(elsewhere).getByText('What does the assessment measure?').waitFor();

    await chatWindow(page).getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await page.waitForFunction(() => window.localStorage.getItem('chat-session') === null);
  });

  test('too many messages: the 429 is a message in the transcript saying when to try again, not a toast', async () => {
    const context = await profile();
    const page = await context.newPage();
    await page.goto('/whitelabel-deployment');
    await openWithKeyboard(page);
    const session = await storedSession(page);
    // The conversation's per-minute allowance (12) used up through the API, as a script would.
    for (let n = 0; n < 12; n += 1) {
      const response = await context.request.post(`/api/support/chat/${session!.sessionId}/message`, {
        headers: { origin: baseUrl(), 'x-chat-session-token': session!.sessionToken },
        data: { message: `Question ${n}` },
      });
      if (response.status() === 429) break;
    }
    expectHttpError(429, /\/api\/support\/chat\/[^/]+\/message$/, 'POST');
    expectConsoleError(/429/);
    await messageBox(page).fill('One more question');
    await page.keyboard.press('Enter');
    const notice = transcript(page).locator('[data-chat-notice]');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Please try again in \d+ (seconds?|minutes)\./);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await messageBox(page).inputValue()).toBe('One more question');
  });

  test('Talk to a person: an admin reads it in the inbox and replies, the visitor sees the reply; the visitor deletes the conversation', async () => {
    const visitor = await profile();
    const page = await visitor.newPage();
    await page.goto('/whitelabel-deployment');
    await openWithKeyboard(page);
    await ask(page, 'Can I pay by invoice for 40 seats?');
    await chatWindow(page).getByRole('button', { name: 'Not helpful', exact: true }).click();
    await chatWindow(page).locator('button[aria-label="Not helpful"][aria-pressed="true"]').waitFor();
    await chatWindow(page).getByRole('button', { name: 'Talk to a person' }).click();
    // Signed out: an address for the answer, in case the visitor leaves (emailed when they are away).
    const leaveEmail = chatWindow(page).getByRole('form', { name: 'Email me the answer' });
    await leaveEmail.getByRole('textbox').fill('invoice.visitor@example.com');
    await leaveEmail.getByRole('button', { name: 'Email me' }).click();
    await chatWindow(page).getByText('invoice.visitor@example.com').waitFor();

    const adminContext = await profile();
    const admin = await createAdmin(newUser());
    await signInViaApi(adminContext, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin-support');
    await adminPage.waitForURL('**/admin?next=%2Fadmin-support');
    await confirmAdminPassword(adminPage, admin.password);
    await adminPage.waitForURL('**/admin-support');
    // The Support link counts the conversations waiting for a person: this one at least.
    const waiting = adminPage
      .getByRole('navigation', { name: 'Administration' })
      .getByTestId('nav-count-admin-support');
    await waiting.waitFor();
    expect(Number(await waiting.locator('[aria-hidden="true"]').textContent())).toBeGreaterThanOrEqual(1);
    const conversation = adminPage.getByRole('button').filter({ hasText: 'Anonymous visitor' }).first();
    await conversation.click();
    await adminPage.getByText('Can I pay by invoice for 40 seats?').waitFor();
    await adminPage.getByText(/answers emailed to invoice\.visitor@example\.com when away/).waitFor();
    await adminPage.getByLabel('Your reply').fill('Yes: we send an invoice for 40 seats today.');
    await adminPage.getByRole('button', { name: 'Send reply' }).click();
    const sent = adminPage
      .getByRole('list', { name: 'Messages' })
      .locator('li', { hasText: 'Yes: we send an invoice for 40 seats today.' });
    await sent.waitFor();
    // Named by the admin who answered, not "Support".
    expect(await sent.textContent()).toContain('Admin User (Support)');

    // The thumbs down is in the admins' feedback list with its question.
    await adminPage.getByRole('tab', { name: 'Feedback' }).click();
    await adminPage
      .getByRole('tabpanel', { name: 'Feedback' })
      .locator('li', { hasText: 'Q: Can I pay by invoice for 40 seats?' })
      .getByText('Not helpful')
      .waitFor();

    // The widget asks for a person's replies while it is open.
    const reply = transcript(page).locator('[data-chat-role="agent"]', { hasText: 'we send an invoice' });
    await reply.waitFor({ timeout: 20_000 });
    expect(await reply.textContent()).toContain('Admin User (Support):');

    await chatWindow(page).getByRole('button', { name: 'Delete my conversation' }).click();
    await chatWindow(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await transcript(page).getByText('Your conversation was deleted.').waitFor();
    expect(await transcript(page).getByText('Can I pay by invoice for 40 seats?').count()).toBe(0);
  });

  test.each([
    { viewport: PHONE, theme: 'light' as const },
    { viewport: PHONE, theme: 'dark' as const },
    { viewport: DESKTOP, theme: 'light' as const },
    { viewport: DESKTOP, theme: 'dark' as const },
  ])(
    'open at $viewport.width px in $theme theme: no serious axe violations, no sideways scrolling',
    async ({ viewport, theme }) => {
      const context = await profile(viewport, theme);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, `chat-closed-${viewport.width}-${theme}`);
      await openWithKeyboard(page);
      await ask(page, 'What are the 15 dimensions?');
      await shot(page, `chat-open-${viewport.width}-${theme}`);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  test('minimised on a phone, the button covers none of the page’s primary actions', async () => {
    const context = await profile(PHONE);
    await registerViaApi(context);
    const page = await context.newPage();
    for (const path of ['/dashboard', '/assessment']) {
      await page.goto(path);
      await page.locator('main button.bg-primary, main a.bg-primary').first().waitFor();
      const actions = page.locator(
        'main button.bg-primary, main a.bg-primary, [data-tips-avoid] button, [data-tips-avoid] a',
      );
      for (let i = 0; i < (await actions.count()); i += 1) {
        await actions.nth(i).scrollIntoViewIfNeeded();
        // The button moves clear on the frame after the scroll, and again when a tip moves: read it once still.
        await settle(page);
        const action = await actions.nth(i).boundingBox();
        const button = await launcher(page).boundingBox();
        // Out of the way (nothing clear along either edge), the button is not drawn and takes no pointer.
        const isOutOfTheWay = (await launcher(page).getAttribute('data-out-of-the-way')) !== null;
        if (!action || !button || isOutOfTheWay) continue;
        const overlaps =
          action.x < button.x + button.width &&
          button.x < action.x + action.width &&
          action.y < button.y + button.height &&
          button.y < action.y + action.height;
        expect(overlaps, `${path}: primary action ${i} under the chat button`).toBe(false);
      }
    }
  });

  test('the support-reply email’s link opens the chat on that conversation for its owner, and on nothing for anyone else', async () => {
    const owner = await profile(PHONE);
    const user = await registerViaApi(owner);
    const write = { headers: { origin: baseUrl() } };
    // The user asked for a person and left (wrote nothing since): the reply reaches them by email.
    const created = await owner.request.post('/api/support/chat/session', write);
    expect(created.status()).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };
    expect(
      (await owner.request.post(`/api/support/chat/${sessionId}/handoff`, { ...write, data: {} })).ok(),
    ).toBe(true);
    const adminContext = await profile();
    const admin = await createAdmin(newUser());
    await signInViaApi(adminContext, admin);
    const adminKey = await adminKeyViaApi(adminContext, admin.password);
    const replied = await adminContext.request.post(`/api/admin/support/conversations/${sessionId}/reply`, {
      headers: { origin: baseUrl(), 'x-admin-key': adminKey },
      data: { message: 'Your invoice for 40 seats is attached to your billing page.' },
    });
    expect(replied.status()).toBe(201);

    const email = await waitForEmail(user.email, /^AI Readiness support replied to your conversation$/);
    const link = linksIn(email).find((href) => href.includes(`/dashboard?support=${sessionId}`));
    expect(link).toBeDefined();

    // Its owner: the chat opens on that conversation, with the reply; the address drops the id.
    const page = await owner.newPage();
    await page.goto(link!);
    await transcript(page).getByText('Your invoice for 40 seats is attached to your billing page.').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.searchParams.has('support'));
    expect((await storedSession(page))?.sessionId).toBe(sessionId);
    await shot(page, 'support-link-opened-360');

    // Signed out, the link goes through sign-in and then opens it.
    const later = await profile();
    const laterPage = await later.newPage();
    await laterPage.goto(link!);
    await laterPage.waitForURL('**/auth');
    const form = laterPage.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await transcript(laterPage)
      .getByText('Your invoice for 40 seats is attached to your billing page.')
      .waitFor();

    // Someone else: the server refuses them the conversation and the page shows nothing of it.
    const stranger = await profile();
    await registerViaApi(stranger);
    expectHttpError(404, `/api/support/chat/${sessionId}`, 'GET');
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(link!);
    await strangerPage.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await strangerPage.waitForURL((url) => !url.searchParams.has('support'));
    expect(await chatWindow(strangerPage).count()).toBe(0);
    expect(await strangerPage.getByText('40 seats').count()).toBe(0);
    expect(await storedSession(strangerPage)).toBeNull();
  });
});
