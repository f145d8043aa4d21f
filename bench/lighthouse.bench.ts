// Lighthouse (npm `lighthouse`, mobile defaults) against Debian's chromium on the signed-out pages: performance
// score, first contentful paint, and any Content Security Policy issue in the Issues panel (the
// `inspector-issues` audit). `npm run bench -- lighthouse`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { TestStack } from '@readiness/testing/stack';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIGHTHOUSE_PAGES = ['/', '/auth', '/whitelabel-deployment'] as const;

export interface LighthousePage {
  path: string;
  performance: number;
  fcpMs: number;
  cspIssues: string[];
}

interface IssueGroup {
  issueType?: string;
  subItems?: { items?: Array<Record<string, unknown>> };
}

export async function benchLighthouse(stack: TestStack): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: LighthousePage[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${stack.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      const issues =
        (lhr.audits['inspector-issues']?.details as { items?: IssueGroup[] } | undefined)?.items ?? [];
      const cspIssues = issues
        .filter((group) => /content security policy|contentsecuritypolicy/i.test(group.issueType ?? ''))
        .flatMap((group) => (group.subItems?.items ?? []).map((item) => JSON.stringify(item)));
      pages.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        cspIssues,
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}

export function formatLighthouseBench(pages: LighthousePage[]): string {
  const rows = pages.map(
    (page) =>
      `| ${page.path} | ${page.performance} | ${(page.fcpMs / 1000).toFixed(2)} s | ${page.cspIssues.length === 0 ? 'none' : page.cspIssues.join('; ')} |`,
  );
  const worst = Math.min(...pages.map((page) => page.performance));
  return `
## Lighthouse (mobile defaults, Debian's chromium), signed out
| page | performance | first contentful paint | CSP issues (Issues panel) |
| --- | --- | --- | --- |
${rows.join('\n')}

- lowest performance score: **${worst}** (target ≥ 97): ${worst >= 97 ? 'met' : 'NOT met'}; CSP issues: ${pages.every((page) => page.cspIssues.length === 0) ? 'none' : 'some (above)'}
`;
}
