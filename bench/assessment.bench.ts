// The assessment service's benchmarks (issue 4): scoring 75 answers in process; submit end to end through the
// gateway (against a plain authenticated read in the same run); full-report PDF render p50/p95 (target p95 under
// 300 ms) in process and inside the worker; and reports per second with the worker's concurrency.
import pg from 'pg';
import { connectBus, createEvent } from '@readiness/bus';
import { type TAssessmentDetail } from '@readiness/contracts/assessment';
import { createLogger } from '@readiness/service';
import type { TestStack } from '@readiness/testing/stack';
import { QUESTION_BANK } from '../services/assessment/src/question-bank/questions.ts';
import { buildResults } from '../services/assessment/src/domain/scoring/build-results.ts';
import { scoreAssessment } from '../services/assessment/src/domain/scoring/score-assessment.ts';
import { renderReportPdf } from '../services/assessment/src/pdf/render-report-pdf.ts';
import { registerBenchUser } from './register.ts';

export interface AssessmentBenchResult {
  scoring: { iterations: number; scoreMicros: number; resultsMicros: number; peers: number };
  submit: { samples: number; p50: number; p95: number; readP50: number; readP95: number };
  render: { samples: number; p50: number; p95: number; workerP50: number; workerP95: number; pages: number };
  throughput: { reports: number; seconds: number; perSecond: number; concurrency: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function benchScoring(iterations = 20_000): AssessmentBenchResult['scoring'] {
  const answers = QUESTION_BANK.map((question, index) => ({
    questionId: question.id,
    value: (index % 5) + 1,
  }));
  for (let i = 0; i < 2_000; i += 1) scoreAssessment(QUESTION_BANK, answers);
  let started = performance.now();
  for (let i = 0; i < iterations; i += 1) scoreAssessment(QUESTION_BANK, answers);
  const scoreMicros = ((performance.now() - started) * 1_000) / iterations;

  const peers = Array.from({ length: 1_000 }, (_, index) => ({
    industry: index % 3 === 0 ? ('healthcare' as const) : ('retail' as const),
    overallScore: index % 100,
    dimensionScores: {},
  }));
  const input = {
    assessment: {
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'full' as const,
      industry: 'healthcare' as const,
      companySize: '201-1000' as const,
      bankVersion: 1,
      completedAt: new Date().toISOString(),
    },
    questions: QUESTION_BANK,
    answers,
    peers,
    previous: null,
    doneActionIds: [],
    isPremium: true,
  };
  const resultIterations = Math.max(200, iterations / 20);
  started = performance.now();
  for (let i = 0; i < resultIterations; i += 1) buildResults(input);
  const resultsMicros = ((performance.now() - started) * 1_000) / resultIterations;
  return {
    iterations,
    scoreMicros: round(scoreMicros, 2),
    resultsMicros: round(resultsMicros, 0),
    peers: peers.length,
  };
}

async function benchRender(
  samples = 60,
): Promise<Omit<AssessmentBenchResult['render'], 'workerP50' | 'workerP95'>> {
  const answers = QUESTION_BANK.map((question, index) => ({
    questionId: question.id,
    value: ((index * 3) % 5) + 1,
  }));
  const results = buildResults({
    assessment: {
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'full',
      industry: 'retail',
      companySize: '1001-5000',
      bankVersion: 1,
      completedAt: new Date().toISOString(),
    },
    questions: QUESTION_BANK,
    answers,
    peers: [],
    previous: null,
    doneActionIds: [],
    isPremium: true,
  });
  const input = {
    kind: 'full' as const,
    title: 'Full AI Readiness Assessment (75 questions)',
    results,
    generatedAt: new Date(),
  };
  for (let i = 0; i < 5; i += 1) await renderReportPdf(input);
  const times: number[] = [];
  let pages = 0;
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const pdf = await renderReportPdf(input);
    times.push(performance.now() - started);
    pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  }
  return { samples, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), pages };
}

async function api<T>(
  stack: TestStack,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; data: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const data = (isJson ? await response.json() : await response.arrayBuffer()) as T;
  return { status: response.status, data, ms: performance.now() - started };
}

/** A registered user made premium the way billing does it (its event), signed in again for a token with the tier. */
async function premiumUser(stack: TestStack): Promise<string> {
  const email = `bench-assessment-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const origin = stack.baseUrl;
  const { userId } = await registerBenchUser(origin, email, password);
  const bus = await connectBus({
    url: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'bench-billing',
    prefix: stack.natsPrefix,
    logger: createLogger('bench', 'silent'),
  });
  try {
    await bus.publish(
      createEvent('billing.premium.granted', { userId, tier: 'premium', reason: 'benchmark' }),
    );
  } finally {
    await bus.close();
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password, returnToken: true }),
    });
    const { token, user: me } = (await login.json()) as { token: string; user: { subscriptionTier: string } };
    if (me.subscriptionTier === 'premium') return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the premium grant never reached auth');
}

export async function benchAssessment(
  stack: TestStack,
  options: { reports?: number } = {},
): Promise<AssessmentBenchResult> {
  const scoring = benchScoring();
  const render = await benchRender();

  const token = await premiumUser(stack);
  const count = options.reports ?? 30;
  const ids: string[] = [];
  const submits: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const begun = await api<TAssessmentDetail>(stack, 'POST', '/api/assessments', token, {
      kind: 'full',
      industry: 'retail',
      companySize: '201-1000',
    });
    if (begun.status !== 201) throw new Error(`begin failed: ${begun.status} ${JSON.stringify(begun.data)}`);
    const detail = begun.data;
    const answers = detail.sections
      .flatMap((section) => section.questions)
      .map((question, index) => ({ questionId: question.id, value: ((index + i) % 5) + 1 }));
    const saved = await api(stack, 'PUT', `/api/assessments/${detail.id}/answers`, token, { answers });
    if (saved.status !== 200) throw new Error(`answers failed: ${saved.status}`);
    reads.push((await api(stack, 'GET', `/api/assessments/${detail.id}`, token)).ms);
    const submitted = await api(stack, 'POST', `/api/assessments/${detail.id}/submit`, token);
    if (submitted.status !== 200) throw new Error(`submit failed: ${submitted.status}`);
    submits.push(submitted.ms);
    ids.push(detail.id);
  }

  // Every full report at once: the worker renders them with its concurrency; the handlers wait for each.
  const started = performance.now();
  const responses = await Promise.all(
    ids.map((id) => api(stack, 'GET', `/api/assessments/${id}/report.pdf`, token)),
  );
  const seconds = (performance.now() - started) / 1_000;
  const failed = responses.filter((response) => response.status !== 200);
  if (failed.length > 0)
    throw new Error(
      `${failed.length} reports failed: ${failed.map((response) => response.status).join(', ')}`,
    );

  const pool = new pg.Pool({
    connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    max: 1,
  });
  let workerTimes: number[];
  try {
    const { rows } = await pool.query<{ render_ms: number }>(
      `SELECT render_ms FROM "${stack.schemas.assessment}".reports WHERE kind = 'full' AND assessment_id = ANY($1::uuid[])`,
      [ids],
    );
    workerTimes = rows.map((row) => row.render_ms);
  } finally {
    await pool.end();
  }

  return {
    scoring,
    submit: {
      samples: submits.length,
      p50: round(percentile(submits, 50)),
      p95: round(percentile(submits, 95)),
      readP50: round(percentile(reads, 50)),
      readP95: round(percentile(reads, 95)),
    },
    render: { ...render, workerP50: percentile(workerTimes, 50), workerP95: percentile(workerTimes, 95) },
    throughput: {
      reports: ids.length,
      seconds: round(seconds, 2),
      perSecond: round(ids.length / seconds),
      concurrency: Number(process.env.REPORT_WORKER_CONCURRENCY ?? 2),
    },
  };
}

/** The markdown section `npm run bench` prints. */
export function formatAssessmentBench(result: AssessmentBenchResult): string {
  const { scoring, submit, render, throughput } = result;
  return `
## Assessment: scoring, submit, PDF reports
- scoring 75 answers (pure function): **${scoring.scoreMicros} µs** per assessment (${scoring.iterations} runs); the whole results (scores, benchmarks among ${scoring.peers} peers, ROI, recommendations, roadmap): ${scoring.resultsMicros} µs
- submit a full assessment end to end through the gateway (${submit.samples} samples): p50 **${submit.p50} ms**, p95 ${submit.p95} ms; baseline GET of the same assessment: p50 ${submit.readP50} ms, p95 ${submit.readP95} ms; ratio at p50 **${(submit.p50 / submit.readP50).toFixed(2)}×**
- full-report PDF render (${render.pages} pages), in process: p50 **${render.p50} ms**, p95 **${render.p95} ms** (target p95 < 300 ms): ${render.p95 < 300 ? 'met' : 'NOT met'}; inside the worker (stored render_ms): p50 ${render.workerP50} ms, p95 ${render.workerP95} ms
- ${throughput.reports} full reports requested at once through the gateway, worker concurrency ${throughput.concurrency}: ${throughput.seconds} s, **${throughput.perSecond} reports/s**, ${(throughput.perSecond / (1000 / render.p50)).toFixed(2)}× the rate of back-to-back in-process renders (the baseline: queueing, storage and HTTP included)
`;
}
