// Lighthouse (npm `lighthouse`, mobile defaults) against Debian's chromium on the signed-out pages: performance
// score and its metrics, any Content Security Policy issue in the Issues panel (the `inspector-issues` audit) and
// any console error (`errors-in-console`). Scores move with the machine's load, so each page is measured
// LIGHTHOUSE_RUNS times (default 3), in alternating order, and the median run by score is reported, with the
// load average at the time. `npm run bench -- lighthouse`. LIGHTHOUSE_CPU_SLOWDOWN=n replaces Lighthouse's fourfold
// CPU slowdown (mobile defaults) with n, to see how the pages would score on a slower machine than this one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { TestStack } from '@readiness/testing/stack';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIGHTHOUSE_PAGES = ['/', '/auth', '/whitelabel-deployment'] as const;

export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** What the largest contentful paint was of (Lighthouse's label for the element). */
  lcpElement: string;
  cspIssues: string[];
  consoleErrors: string[];
  /** The 1-minute load average when the run ended. */
  load: number;
  /**
   * Lighthouse's own measure of the machine's speed (`environment.benchmarkIndex`; about 1,000 for a mid-range
   * phone's browser, more on a fast desktop). Its fourfold CPU slowdown is the same on any machine, so the same build
   * blocks longer, and scores lower, on a slower one: compare runs of different days with it beside them.
   */
  benchmarkIndex: number;
  /**
   * Why Lighthouse could not measure the page, when it could not (`runtimeError`, e.g. NO_FCP): such a run scores
   * 0, and is named beside the table rather than left as an unexplained 0 in the list of scores.
   */
  runtimeError?: string;
}

export interface LighthousePage extends LighthouseRun {
  path: string;
  /** Every run's score, in the order run. */
  scores: number[];
  /** The runs Lighthouse could not measure: their number (from 1) and why. */
  failedRuns: Array<{ run: number; error: string }>;
}

interface IssueGroup {
  issueType?: string;
  subItems?: { items?: Array<Record<string, unknown>> };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

type LcpDetails = { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }> };

/** The element of the largest contentful paint, as Lighthouse labels it (its text, or its selector). */
function lcpElementOf(details: unknown): string {
  const node = (details as LcpDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  return (node?.nodeLabel ?? node?.selector ?? '?').slice(0, 80);
}

function summarise(lhr: Lhr): LighthouseRun {
  const audit = (id: string) => lhr.audits[id];
  const issues = (audit('inspector-issues')?.details as { items?: IssueGroup[] } | undefined)?.items ?? [];
  const cspIssues = issues
    .filter((group) => /content ?security ?policy/i.test(group.issueType ?? ''))
    .flatMap((group) => (group.subItems?.items ?? []).map((item) => JSON.stringify(item)));
  const consoleErrors = (
    (audit('errors-in-console')?.details as { items?: Array<{ description?: string }> } | undefined)?.items ??
    []
  ).map((item) => item.description ?? '?');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    speedIndexMs: audit('speed-index')?.numericValue ?? NaN,
    lcpElement: lcpElementOf(audit('largest-contentful-paint-element')?.details),
    cspIssues,
    consoleErrors,
    load: loadavg()[0]!,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

export async function benchLighthouse(
  stack: TestStack,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthousePage[]> {
  const slowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
    ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const byPage = new Map<string, LighthouseRun[]>(LIGHTHOUSE_PAGES.map((path) => [path, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const path of LIGHTHOUSE_PAGES) {
        const result = await lighthouse(
          `${stack.baseUrl}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'best-practices'],
          },
          slowdown === undefined
            ? undefined
            : {
                extends: 'lighthouse:default',
                settings: { throttling: { cpuSlowdownMultiplier: slowdown } },
              },
        );
        if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
        // LIGHTHOUSE_REPORTS=dir keeps each run's whole report, to see where the time goes.
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          const name = path === '/' ? 'landing' : path.slice(1);
          writeFileSync(join(reports, `${name}-${round + 1}.json`), JSON.stringify(result.lhr));
        }
        byPage.get(path)!.push(summarise(result.lhr));
      }
    }
    return LIGHTHOUSE_PAGES.map((path) => {
      const all = byPage.get(path)!;
      const median = [...all].sort((x, y) => x.performance - y.performance)[Math.floor(all.length / 2)]!;
      return {
        path,
        ...median,
        // An issue or error in any run counts, not only in the median one.
        cspIssues: [...new Set(all.flatMap((run) => run.cspIssues))],
        consoleErrors: [...new Set(all.flatMap((run) => run.consoleErrors))],
        scores: all.map((run) => run.performance),
        failedRuns: all.flatMap((run, index) =>
          run.runtimeError === undefined ? [] : [{ run: index + 1, error: run.runtimeError }],
        ),
      };
    });
  } finally {
    chrome.kill();
  }
}

export function formatLighthouseBench(pages: LighthousePage[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = pages.map(
    (page) =>
      `| ${page.path} | **${page.performance}** (${page.scores.join(', ')}) | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${Math.round(page.tbtMs)} ms | ${page.cls.toFixed(3)} | ${seconds(page.speedIndexMs)} | ${page.load.toFixed(1)} | ${Math.round(page.benchmarkIndex)} | ${page.cspIssues.length === 0 ? 'none' : page.cspIssues.join('; ')} | ${page.consoleErrors.length === 0 ? 'none' : page.consoleErrors.join('; ')} |`,
  );
  const worst = Math.min(...pages.map((page) => page.performance));
  const runs = pages[0]?.scores.length ?? 0;
  return `
## Lighthouse (mobile defaults, Debian's chromium), signed out: the median of ${runs} runs per page
| page | performance (every run) | first contentful paint | largest contentful paint | total blocking time | layout shift | speed index | load average | benchmark index | CSP issues (Issues panel) | console errors |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${pages.map((page) => `- ${page.path}: the largest contentful paint is "${page.lcpElement}"`).join('\n')}
${pages
  .flatMap((page) =>
    page.failedRuns.map(
      (failed) => `- ${page.path}: run ${failed.run} could not be measured (it scores 0): ${failed.error}\n`,
    ),
  )
  .join(
    '',
  )}- lowest median performance score: **${worst}** (target ≥ 97): ${worst >= 97 ? 'met' : 'NOT met'}; CSP issues: ${pages.every((page) => page.cspIssues.length === 0) ? 'none' : 'some (above)'}; console errors: ${pages.every((page) => page.consoleErrors.length === 0) ? 'none' : 'some (above)'}
`;
}
