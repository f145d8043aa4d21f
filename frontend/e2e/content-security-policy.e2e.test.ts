import { describe, expect, test } from 'vitest';
import { newContext, useE2E } from './support/e2e.ts';

const { browser } = useE2E();

/** The signed-out pages Lighthouse is run on (`npm run bench -- lighthouse`). */
const PAGES = ['/', '/auth', '/whitelabel-deployment'];

describe('the Content Security Policy', () => {
  test.each(PAGES)(
    '%s raises no CSP issue in the browser (the inline theme script runs by its hash; zod does not probe eval)',
    async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const issues: string[] = [];
      cdp.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
      });
      await cdp.send('Audits.enable');

      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'(;|$)/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      // The inline script set the theme before the app did anything.
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(/^(light|dark)$/);
      expect(issues).toEqual([]);
    },
  );
});
