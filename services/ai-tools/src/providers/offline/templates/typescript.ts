import type { CodeTemplate } from './template.ts';

// TypeScript templates: strict mode, no dependencies (ES2022 and the fetch API).
export const TYPESCRIPT_TEMPLATES: CodeTemplate[] = [
  {
    id: 'typescript-linear-regression',
    title: 'Linear regression with evaluation',
    description:
      'Fits ordinary least squares on one feature, predicts, and reports R² and mean absolute error.',
    language: 'typescript',
    category: 'machine-learning',
    tags: ['regression', 'forecast', 'metrics'],
    keywords: ['forecast', 'predict', 'regression', 'trend', 'model', 'train', 'sales', 'demand'],
    code: String.raw`export interface Point {
  x: number;
  y: number;
}

export interface LinearModel {
  slope: number;
  intercept: number;
  predict(x: number): number;
}

export function fitLinear(points: readonly Point[]): LinearModel {
  if (points.length < 2) throw new Error('need at least two points');
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.x - meanX) * (p.y - meanY);
    variance += (p.x - meanX) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  const intercept = meanY - slope * meanX;
  return { slope, intercept, predict: (x: number) => intercept + slope * x };
}

export function evaluate(model: LinearModel, points: readonly Point[]): { r2: number; mae: number } {
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let residual = 0;
  let total = 0;
  let absolute = 0;
  for (const p of points) {
    const error = p.y - model.predict(p.x);
    residual += error ** 2;
    total += (p.y - meanY) ** 2;
    absolute += Math.abs(error);
  }
  return { r2: total === 0 ? 1 : 1 - residual / total, mae: absolute / points.length };
}

const monthlySales: Point[] = [1, 2, 3, 4, 5, 6].map((month) => ({ x: month, y: 100 + 12 * month + (month % 2) * 5 }));
const model = fitLinear(monthlySales);
console.log('next month forecast', model.predict(7).toFixed(1), evaluate(model, monthlySales));
`,
  },
  {
    id: 'typescript-text-classifier',
    title: 'Naive Bayes text classifier',
    description:
      'Trains a multinomial Naive Bayes model on labelled texts (e.g. support tickets) and classifies new ones.',
    language: 'typescript',
    category: 'nlp',
    tags: ['naive-bayes', 'classification', 'tokenization'],
    keywords: ['text', 'classif', 'ticket', 'intent', 'nlp', 'spam', 'categor', 'language'],
    code: String.raw`export interface LabelledText {
  text: string;
  label: string;
}

const tokenize = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export class NaiveBayes {
  private readonly wordCounts = new Map<string, Map<string, number>>();
  private readonly labelCounts = new Map<string, number>();
  private readonly totals = new Map<string, number>();
  private readonly vocabulary = new Set<string>();

  train(examples: readonly LabelledText[]): this {
    for (const { text, label } of examples) {
      this.labelCounts.set(label, (this.labelCounts.get(label) ?? 0) + 1);
      const counts = this.wordCounts.get(label) ?? new Map<string, number>();
      for (const word of tokenize(text)) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
        this.totals.set(label, (this.totals.get(label) ?? 0) + 1);
        this.vocabulary.add(word);
      }
      this.wordCounts.set(label, counts);
    }
    return this;
  }

  classify(text: string): { label: string; logProbability: number } {
    const documents = [...this.labelCounts.values()].reduce((a, b) => a + b, 0);
    let best = { label: '', logProbability: -Infinity };
    for (const [label, count] of this.labelCounts) {
      const counts = this.wordCounts.get(label) ?? new Map<string, number>();
      const total = this.totals.get(label) ?? 0;
      let logProbability = Math.log(count / documents);
      for (const word of tokenize(text)) {
        logProbability += Math.log(((counts.get(word) ?? 0) + 1) / (total + this.vocabulary.size));
      }
      if (logProbability > best.logProbability) best = { label, logProbability };
    }
    return best;
  }
}

const model = new NaiveBayes().train([
  { text: 'I was charged twice on my invoice', label: 'billing' },
  { text: 'refund my last payment please', label: 'billing' },
  { text: 'the app crashes when I upload a file', label: 'technical' },
  { text: 'error 500 when saving my report', label: 'technical' },
  { text: 'how do I add a colleague to my team', label: 'account' },
]);
console.log(model.classify('my payment failed and I was charged'));
`,
  },
  {
    id: 'typescript-bounding-boxes',
    title: 'Object detection post-processing (IoU + NMS)',
    description:
      'Filters a detector’s raw boxes by confidence and removes overlaps with non-maximum suppression.',
    language: 'typescript',
    category: 'computer-vision',
    tags: ['object-detection', 'iou', 'nms'],
    keywords: ['detect', 'object', 'box', 'vision', 'image', 'camera', 'yolo', 'bounding'],
    code: String.raw`export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  label: string;
}

/** Intersection over union of two boxes, 0..1. */
export function iou(a: Box, b: Box): number {
  const left = Math.max(a.x, b.x);
  const top = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  const intersection = Math.max(0, right - left) * Math.max(0, bottom - top);
  const union = a.width * a.height + b.width * b.height - intersection;
  return union <= 0 ? 0 : intersection / union;
}

/** Keeps the best box of each overlapping group, per label. */
export function nonMaximumSuppression(boxes: readonly Box[], minScore = 0.5, maxOverlap = 0.45): Box[] {
  const kept: Box[] = [];
  const candidates = boxes.filter((box) => box.score >= minScore).sort((a, b) => b.score - a.score);
  for (const box of candidates) {
    if (kept.every((other) => other.label !== box.label || iou(box, other) <= maxOverlap)) kept.push(box);
  }
  return kept;
}

const raw: Box[] = [
  { x: 10, y: 10, width: 100, height: 80, score: 0.92, label: 'person' },
  { x: 14, y: 12, width: 98, height: 82, score: 0.85, label: 'person' },
  { x: 200, y: 40, width: 60, height: 60, score: 0.7, label: 'dog' },
  { x: 300, y: 40, width: 50, height: 50, score: 0.3, label: 'cat' },
];
console.log(nonMaximumSuppression(raw));
`,
  },
  {
    id: 'typescript-data-validation',
    title: 'Typed record validation and normalisation',
    description:
      'Validates raw records field by field, normalises them into a typed shape and reports every rejected row.',
    language: 'typescript',
    category: 'data-processing',
    tags: ['validation', 'normalization', 'etl'],
    keywords: ['data', 'validat', 'clean', 'etl', 'record', 'import', 'normali', 'pipeline', 'quality'],
    code: String.raw`export interface Customer {
  id: string;
  email: string;
  signupDate: Date;
  monthlySpend: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export function parseCustomer(raw: Record<string, unknown>): Result<Customer> {
  const errors: string[] = [];
  const id = typeof raw['id'] === 'string' ? raw['id'].trim() : '';
  if (!id) errors.push('id is required');
  const email = typeof raw['email'] === 'string' ? raw['email'].trim().toLowerCase() : '';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.push('email is not valid');
  const signupDate = new Date(String(raw['signupDate'] ?? ''));
  if (Number.isNaN(signupDate.getTime())) errors.push('signupDate is not a date');
  const monthlySpend = Number(raw['monthlySpend']);
  if (!Number.isFinite(monthlySpend) || monthlySpend < 0) errors.push('monthlySpend must be a number >= 0');
  return errors.length ? { ok: false, errors } : { ok: true, value: { id, email, signupDate, monthlySpend } };
}

export function validateAll(rows: readonly Record<string, unknown>[]) {
  const valid: Customer[] = [];
  const rejected: { row: number; errors: string[] }[] = [];
  rows.forEach((row, index) => {
    const result = parseCustomer(row);
    if (result.ok) valid.push(result.value);
    else rejected.push({ row: index + 1, errors: result.errors });
  });
  return { valid, rejected };
}

const report = validateAll([
  { id: 'c1', email: ' Ana@Example.com ', signupDate: '2024-03-01', monthlySpend: '120' },
  { id: '', email: 'nope', signupDate: 'yesterday', monthlySpend: -4 },
]);
console.log(report.valid.length, 'valid;', JSON.stringify(report.rejected));
`,
  },
  {
    id: 'typescript-webhook-verifier',
    title: 'Webhook signature verification',
    description:
      'Verifies an HMAC-SHA256 signed webhook with the Web Crypto API, rejecting stale timestamps.',
    language: 'typescript',
    category: 'api-integration',
    tags: ['webhook', 'hmac', 'security'],
    keywords: ['webhook', 'signature', 'hmac', 'api', 'integrat', 'callback', 'event', 'verify'],
    code: String.raw`const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares without an early exit, so timing does not reveal how much matched. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export async function sign(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(timestamp + '.' + body)));
}

export async function verifyWebhook(options: {
  secret: string;
  body: string;
  timestamp: number;
  signature: string;
  toleranceSeconds?: number;
  now?: number;
}): Promise<boolean> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - options.timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = await sign(options.secret, options.timestamp, options.body);
  return constantTimeEqual(expected, options.signature);
}

const body = JSON.stringify({ type: 'order.paid', id: 'evt_1' });
const timestamp = Math.floor(Date.now() / 1000);
sign('whsec_demo', timestamp, body)
  .then((signature) => verifyWebhook({ secret: 'whsec_demo', body, timestamp, signature }))
  .then((valid) => console.log('signature valid:', valid));
`,
  },
  {
    id: 'typescript-api-client',
    title: 'Typed REST API client with timeout and retries',
    description:
      'A typed JSON API client on fetch: per-request timeout, retries of network errors, 429 and 5xx with backoff honouring Retry-After, and a typed GET of an exchange-rate style endpoint.',
    language: 'typescript',
    category: 'api-integration',
    tags: ['fetch', 'retry', 'timeout', 'rest-client'],
    keywords: ['api', 'rest', 'http', 'endpoint', 'client', 'fetch', 'retry', 'request', 'rate', 'exchange'],
    rename: { createApiClient: 'create{Subject}Client' },
    code: String.raw`type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ClientOptions {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  retries?: number;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient({ baseUrl, token, timeoutMs = 10_000, retries = 3 }: ClientOptions) {
  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(new URL(path, baseUrl), {
          method,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: 'Bearer ' + token } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (attempt >= retries) throw new ApiError(method + ' ' + path + ': ' + String(error), null);
        await sleep(2 ** attempt * 500);
        continue;
      }
      if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= retries)
        throw new ApiError(method + ' ' + path + ' failed with ' + response.status, response.status);
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(
        Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 30_000) : 2 ** attempt * 500,
      );
    }
  }
  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  };
}

interface Rates {
  base: string;
  date: string;
  rates: Record<string, number>;
}

const rates = createApiClient({ baseUrl: 'https://api.frankfurter.app' });
rates
  .get<Rates>('/latest?from=EUR&to=USD,GBP')
  .then((latest) => console.log(latest.date, latest.rates))
  .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
`,
  },
];
