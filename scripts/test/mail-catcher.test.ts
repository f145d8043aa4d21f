// The development mail catcher `npm start` runs: a person trying the product opens the inbox address it prints and
// reads there the emails the app sent (the verification link, a password reset). Checked as that person would, in
// Debian's chromium: the inbox once printed an address whose page never left "Loading…".
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '@readiness/testing/ports';
import { startMailCatcher, type MailCatcher } from '../mail-catcher.ts';

let catcher: MailCatcher;
let browser: Browser;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
});

afterAll(async () => {
  await browser?.close();
  await catcher?.stop();
});

it('shows every email the app sent at the inbox address it prints', async () => {
  const subject = `Reset your password ${Date.now()}`;
  await createTransport({ url: catcher.smtpUrl }).sendMail({
    from: 'AI Readiness <no-reply@localhost>',
    to: 'ada@example.com',
    subject,
    text: 'Open the link to choose a new password.',
    html: '<p>Open the link to choose a new password.</p>',
  });

  const page = await browser.newPage();
  const failed: string[] = [];
  // The inbox's own calls (maildev's icon is missing from its package: not ours to mend).
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.includes('/api/'))
      failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(catcher.inboxUrl);
  await page.getByText(subject).first().waitFor({ timeout: 10_000 });
  await page.getByText(subject).first().click();
  await page.getByText('ada@example.com').first().waitFor();
  await page
    .frameLocator('iframe')
    .first()
    .getByText('Open the link to choose a new password.')
    .waitFor({ timeout: 10_000 });
  expect(failed).toEqual([]);
  await page.close();
});
