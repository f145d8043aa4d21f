// The ai-tools benchmark (issue 15): offline generate-code through the gateway, p50/p95 (target p95 under 100 ms),
// the ai-requests job queue and the worker included, against a plain GET of the same service through the gateway
// (usage-stats) in the same run.
import type { TestStack } from '@readiness/testing/stack';
import { registerBenchUser } from './register.ts';

export interface AiToolsBenchResult {
  generate: { samples: number; p50: number; p95: number };
  baseline: { samples: number; p50: number; p95: number };
}

const DESCRIPTIONS = [
  'Predict customer churn from monthly usage',
  'Extract keywords from support tickets',
  'Detect edges in product photos',
  'Clean a CSV export of orders',
  'Call our CRM API with retries',
];
const LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'c++'];
const CATEGORIES = ['machine-learning', 'nlp', 'computer-vision', 'data-processing', 'api-integration'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

/** Needs the stack started with AI_FREE_MONTHLY_LIMIT above the number of samples (see run.ts). */
export async function benchAiTools(stack: TestStack, samples = 200): Promise<AiToolsBenchResult> {
  const base = stack.baseUrl;
  const user = await registerBenchUser(base, `bench-ai-${Date.now()}@example.com`, 'Bench-password-1234');
  const headers = { 'content-type': 'application/json', origin: base, authorization: `Bearer ${user.token}` };
  const generated: number[] = [];
  const reads: number[] = [];
  for (let i = -20; i < samples; i += 1) {
    const k = (i + 20) % 25;
    const answer = await timed(`${base}/api/ai-tools/generate-code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        description: DESCRIPTIONS[k % 5],
        language: LANGUAGES[Math.floor(k / 5)],
        category: CATEGORIES[k % 5],
      }),
    });
    if (answer.status !== 200)
      throw new Error(`generate-code: ${answer.status} ${JSON.stringify(answer.body)}`);
    const read = await timed(`${base}/api/ai-tools/usage-stats`, { headers });
    if (read.status !== 200) throw new Error(`usage-stats: ${read.status}`);
    if (i < 0) continue; // warm-up
    generated.push(answer.ms);
    reads.push(read.ms);
  }
  return {
    generate: { samples, p50: round(percentile(generated, 50)), p95: round(percentile(generated, 95)) },
    baseline: { samples, p50: round(percentile(reads, 50)), p95: round(percentile(reads, 95)) },
  };
}

export function formatAiToolsBench(result: AiToolsBenchResult): string {
  const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 2) : 0);
  return [
    '## AI tools (offline provider)',
    `generate-code through the gateway (reserve, job on ai-requests, worker, commit with history and event): p50 ${result.generate.p50} ms, p95 ${result.generate.p95} ms over ${result.generate.samples} requests (target p95 < 100 ms: ${result.generate.p95 < 100 ? 'met' : 'NOT met'})`,
    `baseline GET /api/ai-tools/usage-stats through the gateway: p50 ${result.baseline.p50} ms, p95 ${result.baseline.p95} ms`,
    `generate / baseline: p50 ×${ratio(result.generate.p50, result.baseline.p50)}, p95 ×${ratio(result.generate.p95, result.baseline.p95)}`,
  ].join('\n');
}
