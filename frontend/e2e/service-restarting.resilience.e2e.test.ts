import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type TestStack } from '@readiness/testing/stack';
import {
  DESKTOP,
  PHONE,
  expectHttpError,
  launchBrowser,
  newUser,
  seriousAxeViolations,
  startInTheme,
} from './support/browser.ts';
import { allowHttpError, watchContext } from './support/page-problems.ts';

// The assessment service's process is killed (SIGKILL) under a signed-in user: the dashboard says its part is
// restarting and keeps asking, while the header, the AI tools and the rest of the app answer. A stack of its own
// (the shared one serves the other files), without supervision so that the service stays down while we look.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const frontendDist = join(import.meta.dirname, '..', 'dist');

let stack: TestStack;
let browser: Browser;
beforeAll(async () => {
  stack = await startStack({ env: { STATIC_DIR: frontendDist, RATE_LIMIT_PER_MINUTE: '100000' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A browser profile on this file's stack, signed in as a newly registered user of `company`. */
async function registeredContext(company: string) {
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: DESKTOP });
  watchContext(context);
  const user = newUser();
  const registered = await context.request.post('/api/auth/register', {
    headers: { origin: stack.baseUrl },
    data: { ...user, company, jobTitle: 'Analyst', industry: '', companySize: '' },
  });
  expect(registered.status()).toBe(201);
  return { context, user };
}

test('a killed service: its part of the dashboard says it is restarting and retries, the rest works', async () => {
  const { context, user } = await registeredContext('Analytical Engines Ltd');

  process.kill(stack.pids.assessment!, 'SIGKILL');
  expectHttpError(503, '/api/user/stats', 'GET');
  // The live question counts (the dashboard's offer) come from assessment too.
  expectHttpError(503, '/api/questions/counts', 'GET');
  // So do the organisation cards (rounds to answer, my assigned actions), which hide until it is back.
  expectHttpError(503, '/api/user/rounds', 'GET');
  expectHttpError(503, '/api/user/assigned-actions', 'GET');

  const page = await context.newPage();
  const statsCalls: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/stats') statsCalls.push(Date.now());
  });
  await page.goto('/dashboard');
  const note = page.getByRole('status').filter({ hasText: 'This part is restarting' });
  await note.waitFor();
  expect(await note.textContent()).toContain('Your figures and assessments will be back in a moment');
  // The rest of the app: the signed-in header, the AI tools' own figures (another service).
  await page
    .getByRole('heading', { level: 1, name: `Welcome, ${user.firstName} ${user.lastName}` })
    .waitFor();
  await page.getByText('Try the AI tools').waitFor();
  expect(await page.getByText(/could not be loaded|service is unavailable/i).count()).toBe(0);

  // It keeps asking by itself, without a click.
  await expect.poll(() => statsCalls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

  expect(await seriousAxeViolations(page)).toEqual([]);

  // Every other screen that calls the service says so too, with one note (the page's, from the layout).
  expectHttpError(503, '/api/assessments', 'GET');
  for (const path of ['/reports']) {
    await page.goto(path);
    const pageNote = page.getByRole('status').filter({ hasText: 'This part is restarting' });
    await pageNote.waitFor();
    expect(await pageNote.textContent(), path).toContain('Assessments and reports will be back in a moment');
    expect(await pageNote.count(), path).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/service-restarting${path.replace('/', '-')}.png` });
  }
  // A screen of another service has no note.
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByText('This part is restarting').count()).toBe(0);
  if (SHOTS) {
    for (const viewport of [PHONE, DESKTOP])
      for (const theme of ['light', 'dark'] as const) {
        const shotContext = await browser.newContext({ baseURL: stack.baseUrl, viewport });
        await startInTheme(shotContext, theme);
        await shotContext.addCookies(await context.cookies());
        const shot = await shotContext.newPage();
        await shot.goto('/dashboard');
        await shot.getByText('This part is restarting').waitFor();
        await shot.screenshot({ path: `${SHOTS}/service-restarting-${viewport.width}-${theme}.png` });
        await shotContext.close();
      }
  }
  await context.close();
});

test('the AI tools and the chat widget say they are restarting while their services are down', async () => {
  const { context } = await registeredContext('Difference Engines Ltd');

  process.kill(stack.pids['ai-tools']!, 'SIGKILL');
  process.kill(stack.pids.chat!, 'SIGKILL');
  expectHttpError(503, /\/api\/ai-tools\//, 'GET');
  expectHttpError(503, /\/api\/support\/chat\//);
  // The earlier test's assessment may still be coming back: the page's tips ask it for the bank's counts.
  allowHttpError(503, '/api/questions/counts', 'GET');

  const page = await context.newPage();
  await page.goto('/ai-tools');
  const note = page.getByRole('status').filter({ hasText: 'This part is restarting' });
  await note.waitFor();
  expect(await note.textContent()).toContain('The AI tools will be back in a moment');
  expect(await note.count()).toBe(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/service-restarting-ai-tools.png` });

  // The chat widget says so inside its window and tries again by itself.
  const chatCalls: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/support/chat/')) chatCalls.push(Date.now());
  });
  await page.getByRole('button', { name: 'Open support chat' }).click();
  const chatWindow = page.getByRole('dialog', { name: 'Support chat' });
  const chatNote = chatWindow.getByRole('status').filter({ hasText: 'This part is restarting' });
  await chatNote.waitFor();
  expect(await chatNote.textContent()).toContain('The chat will be back in a moment');
  expect(await chatWindow.getByText(/could not start/).count()).toBe(0);
  const before = chatCalls.length;
  await expect.poll(() => chatCalls.length, { timeout: 15_000 }).toBeGreaterThan(before + 1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/service-restarting-chat.png` });
  await context.close();
});
