// The chat service's benchmark (issue 12): the offline assistant's reply through the gateway, p50/p95 (target p95
// under 150 ms), against a plain GET of the same service through the gateway in the same run; and the knowledge
// search alone, in process.
import { CHAT_SESSION_TOKEN_HEADER } from '@readiness/contracts/chat';
import type { TestStack } from '@readiness/testing/stack';
import { answerOffline } from '../services/chat/src/assistant/answer-offline.ts';

export interface ChatBenchResult {
  search: { iterations: number; micros: number };
  reply: { samples: number; p50: number; p95: number };
  baseline: { samples: number; p50: number; p95: number };
}

const QUESTIONS = [
  'How much does premium cost?',
  'What are the 15 dimensions?',
  'How long does the assessment take?',
  'Can I get a refund?',
  'What guides are in the resource library?',
  'What is the weather in Paris?',
  'How do I request a demo of the white label assistant?',
  'What do the maturity levels mean?',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function benchSearch(iterations = 5_000): ChatBenchResult['search'] {
  const now = new Date();
  for (let i = 0; i < 500; i += 1)
    answerOffline({ question: QUESTIONS[i % QUESTIONS.length]!, user: null, page: null, now });
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1)
    answerOffline({ question: QUESTIONS[i % QUESTIONS.length]!, user: null, page: null, now });
  return { iterations, micros: round(((performance.now() - started) * 1_000) / iterations, 1) };
}

async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

export async function benchChat(stack: TestStack, samples = 200): Promise<ChatBenchResult> {
  const search = benchSearch();
  const base = stack.baseUrl;
  const headers = { 'content-type': 'application/json', origin: base };
  const replies: number[] = [];
  const reads: number[] = [];
  let session: { id: string; token: string } | undefined;
  for (let i = -20; i < samples; i += 1) {
    // A fresh conversation every 10 messages, well inside the per-conversation limit.
    if (!session || (i + 20) % 10 === 0) {
      const created = await timed(`${base}/api/support/chat/session`, { method: 'POST', headers });
      if (created.status !== 201)
        throw new Error(`chat session: ${created.status} ${JSON.stringify(created.body)}`);
      const data = created.body as { sessionId: string; sessionToken: string };
      session = { id: data.sessionId, token: data.sessionToken };
    }
    const reply = await timed(`${base}/api/support/chat/${session.id}/message`, {
      method: 'POST',
      headers: { ...headers, [CHAT_SESSION_TOKEN_HEADER]: session.token },
      body: JSON.stringify({
        message: QUESTIONS[(i + 20) % QUESTIONS.length],
        context: { currentPage: '/dashboard' },
      }),
    });
    if (reply.status !== 200) throw new Error(`chat message: ${reply.status} ${JSON.stringify(reply.body)}`);
    const read = await timed(`${base}/api/whitelabel/plans`);
    if (read.status !== 200) throw new Error(`plans: ${read.status}`);
    if (i < 0) continue; // warm-up
    replies.push(reply.ms);
    reads.push(read.ms);
  }
  return {
    search,
    reply: { samples, p50: round(percentile(replies, 50)), p95: round(percentile(replies, 95)) },
    baseline: { samples, p50: round(percentile(reads, 50)), p95: round(percentile(reads, 95)) },
  };
}

export function formatChatBench(result: ChatBenchResult): string {
  const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 2) : 0);
  return [
    '## Chat (offline assistant)',
    `knowledge search + answer in process: ${result.search.micros} µs per question (${result.search.iterations} questions)`,
    `reply through the gateway (answer, then question and answer stored in one transaction with 2 outbox events): p50 ${result.reply.p50} ms, p95 ${result.reply.p95} ms over ${result.reply.samples} messages (target p95 < 150 ms: ${result.reply.p95 < 150 ? 'met' : 'NOT met'})`,
    `baseline GET /api/whitelabel/plans through the gateway: p50 ${result.baseline.p50} ms, p95 ${result.baseline.p95} ms`,
    `reply / baseline: p50 ×${ratio(result.reply.p50, result.baseline.p50)}, p95 ×${ratio(result.reply.p95, result.baseline.p95)}`,
  ].join('\n');
}
