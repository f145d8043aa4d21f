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
    rename: { NaiveBayes: '{Subject}Classifier' },
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
  {
    id: 'typescript-churn-logistic',
    title: 'Churn prediction with logistic regression',
    description:
      "Trains a logistic regression on customer features (tenure, logins, tickets, spend) with standardisation and gradient descent, and predicts each customer's probability of churning.",
    language: 'typescript',
    category: 'machine-learning',
    tags: ['classification', 'logistic-regression', 'gradient-descent'],
    keywords: ['churn', 'classif', 'logistic', 'probability', 'retention', 'attrition'],
    rename: { ChurnModel: '{Subject}ChurnModel' },
    code: String.raw`export interface CustomerFeatures {
  monthsActive: number;
  logins30d: number;
  supportTickets: number;
  monthlySpend: number;
}

export interface Labelled {
  features: CustomerFeatures;
  churned: boolean;
}

const FEATURES: Array<keyof CustomerFeatures> = ['monthsActive', 'logins30d', 'supportTickets', 'monthlySpend'];
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Logistic regression trained by gradient descent on standardised features. */
export class ChurnModel {
  private weights = new Array<number>(FEATURES.length).fill(0);
  private bias = 0;
  private means = new Array<number>(FEATURES.length).fill(0);
  private scales = new Array<number>(FEATURES.length).fill(1);

  private vector(features: CustomerFeatures): number[] {
    return FEATURES.map((name, i) => (features[name] - this.means[i]!) / this.scales[i]!);
  }

  fit(rows: readonly Labelled[], epochs = 500, learningRate = 0.1): this {
    if (rows.length === 0) throw new Error('no training rows');
    FEATURES.forEach((name, i) => {
      const values = rows.map((row) => row.features[name]);
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
      this.means[i] = mean;
      this.scales[i] = Math.sqrt(variance) || 1;
    });
    const vectors = rows.map((row) => this.vector(row.features));
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      const gradient = new Array<number>(FEATURES.length).fill(0);
      let gradientBias = 0;
      vectors.forEach((x, r) => {
        const error = this.score(x) - (rows[r]!.churned ? 1 : 0);
        x.forEach((value, i) => (gradient[i]! += error * value));
        gradientBias += error;
      });
      this.weights = this.weights.map((w, i) => w - (learningRate * gradient[i]!) / rows.length);
      this.bias -= (learningRate * gradientBias) / rows.length;
    }
    return this;
  }

  private score(x: number[]): number {
    return sigmoid(x.reduce((sum, value, i) => sum + value * this.weights[i]!, this.bias));
  }

  /** The probability that the customer churns. */
  predict(features: CustomerFeatures): number {
    return this.score(this.vector(features));
  }
}

export function accuracy(model: ChurnModel, rows: readonly Labelled[], threshold = 0.5): number {
  const right = rows.filter((row) => model.predict(row.features) >= threshold === row.churned).length;
  return right / rows.length;
}

const history: Labelled[] = [
  { features: { monthsActive: 24, logins30d: 20, supportTickets: 0, monthlySpend: 90 }, churned: false },
  { features: { monthsActive: 3, logins30d: 1, supportTickets: 4, monthlySpend: 20 }, churned: true },
  { features: { monthsActive: 12, logins30d: 15, supportTickets: 1, monthlySpend: 60 }, churned: false },
  { features: { monthsActive: 2, logins30d: 0, supportTickets: 2, monthlySpend: 15 }, churned: true },
  { features: { monthsActive: 36, logins30d: 25, supportTickets: 1, monthlySpend: 120 }, churned: false },
  { features: { monthsActive: 5, logins30d: 3, supportTickets: 5, monthlySpend: 30 }, churned: true },
];
const model = new ChurnModel().fit(history);
console.log('training accuracy', accuracy(model, history));
console.log('churn risk', model.predict({ monthsActive: 4, logins30d: 2, supportTickets: 3, monthlySpend: 25 }).toFixed(2));
`,
  },
  {
    id: 'typescript-entity-extraction',
    title: 'Entity extraction from support messages',
    description:
      "Finds e-mail addresses, phone numbers, amounts, dates and order or invoice numbers in free text with regular expressions, and groups them by kind to fill a ticket's fields.",
    language: 'typescript',
    category: 'nlp',
    tags: ['entity-extraction', 'regex', 'ner'],
    keywords: [
      'entity',
      'entities',
      'extract',
      'extraction',
      'email',
      'phone',
      'invoice',
      'order',
      'ner',
      'parse',
      'message',
      'ticket',
    ],
    code: String.raw`export type EntityKind = 'email' | 'phone' | 'amount' | 'date' | 'order';

export interface Entity {
  kind: EntityKind;
  text: string;
  start: number;
}

const PATTERNS: Array<[EntityKind, RegExp]> = [
  ['email', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  ['date', /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/g],
  ['amount', /(?:[$€£]\s?\d[\d,]*(?:\.\d{2})?|\d[\d,]*(?:\.\d{2})?\s?(?:USD|EUR|GBP))/g],
  ['phone', /\+?\d[\d\s().-]{7,}\d/g],
  ['order', /\b(?:order|invoice)\s?#?\s?([A-Z0-9-]{4,})\b/gi],
];

/** Finds e-mail addresses, phone numbers, amounts, dates and order numbers in free text, in reading order. */
export function extractEntities(text: string): Entity[] {
  const found: Entity[] = [];
  for (const [kind, pattern] of PATTERNS)
    for (const match of text.matchAll(pattern))
      found.push({ kind, text: match[0].trim(), start: match.index ?? 0 });
  found.sort((a, b) => a.start - b.start || b.text.length - a.text.length);
  // Drop a match inside an earlier one; at the same place the earlier pattern wins (a date is not a phone number).
  const kept: Entity[] = [];
  let end = -1;
  for (const entity of found) {
    if (entity.start < end) continue;
    kept.push(entity);
    end = entity.start + entity.text.length;
  }
  return kept;
}

/** The entities of each kind, for filling a ticket's fields. */
export function groupByKind(entities: readonly Entity[]): Partial<Record<EntityKind, string[]>> {
  const groups: Partial<Record<EntityKind, string[]>> = {};
  for (const entity of entities) (groups[entity.kind] ??= []).push(entity.text);
  return groups;
}

const email =
  'Hi, I was charged $49.00 twice on 2026-11-02 for invoice #INV-2041. ' +
  'Please call me on +44 20 7946 0958 or write to ana.lopez@example.com.';
console.log(groupByKind(extractEntities(email)));
`,
  },
  {
    id: 'typescript-image-resize',
    title: 'Bilinear image resize and grayscale (RGBA buffer)',
    description:
      'Resizes an RGBA pixel buffer with bilinear interpolation, fits it within a box keeping its aspect ratio (thumbnails) and converts it to grayscale luma.',
    language: 'typescript',
    category: 'computer-vision',
    tags: ['resize', 'thumbnail', 'grayscale'],
    keywords: [
      'image',
      'resize',
      'thumbnail',
      'scale',
      'photo',
      'picture',
      'grayscale',
      'pixel',
      'bilinear',
      'canvas',
    ],
    code: String.raw`/** An RGBA image as browsers and most decoders give it: width × height pixels, four bytes each. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Luma (ITU-R BT.601) of every pixel, as a one-channel image. */
export function toGrayscale(image: RgbaImage): { width: number; height: number; data: Float32Array } {
  const data = new Float32Array(image.width * image.height);
  for (let i = 0; i < data.length; i += 1) {
    const r = image.data[i * 4]!;
    const g = image.data[i * 4 + 1]!;
    const b = image.data[i * 4 + 2]!;
    data[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return { width: image.width, height: image.height, data };
}

/** Bilinear resize to a new size (each channel interpolated from the four nearest source pixels). */
export function resizeBilinear(image: RgbaImage, width: number, height: number): RgbaImage {
  if (width < 1 || height < 1) throw new Error('target size must be at least 1×1');
  const out = new Uint8ClampedArray(width * height * 4);
  const scaleX = image.width / width;
  const scaleY = image.height / height;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(image.height - 1, Math.max(0, (y + 0.5) * scaleY - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(image.width - 1, Math.max(0, (x + 0.5) * scaleX - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const fx = sx - x0;
      for (let c = 0; c < 4; c += 1) {
        const at = (px: number, py: number) => image.data[(py * image.width + px) * 4 + c]!;
        const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
        const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
        out[(y * width + x) * 4 + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return { width, height, data: out };
}

/** The size that fits within a box, keeping the aspect ratio (for thumbnails). */
export function fitWithin(image: RgbaImage, maxWidth: number, maxHeight: number): [number, number] {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  return [Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale))];
}

// A 4×2 test image: a red-to-blue gradient.
const source: RgbaImage = { width: 4, height: 2, data: new Uint8ClampedArray(4 * 2 * 4) };
for (let i = 0; i < 8; i += 1) source.data.set([255 - (i % 4) * 60, 0, (i % 4) * 60, 255], i * 4);
const [w, h] = fitWithin(source, 2, 2);
const thumbnail = resizeBilinear(source, w, h);
console.log(w, h, Array.from(thumbnail.data), toGrayscale(thumbnail).data);
`,
  },
  {
    id: 'typescript-daily-timeseries',
    title: 'Daily time series with a moving average',
    description:
      'Resamples timestamped events into daily totals (filling empty days with zero) and adds a trailing moving average.',
    language: 'typescript',
    category: 'data-processing',
    tags: ['time-series', 'resample', 'moving-average'],
    keywords: [
      'time',
      'series',
      'daily',
      'day',
      'resample',
      'moving',
      'average',
      'rolling',
      'trend',
      'events',
      'orders',
      'aggregate',
    ],
    code: String.raw`export interface Event {
  at: string;
  value: number;
}

export interface DailyPoint {
  day: string;
  total: number;
  count: number;
  movingAverage: number | null;
}

const dayOf = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error('not a date: ' + iso);
  return date.toISOString().slice(0, 10);
};

/** Totals per calendar day (UTC), with the days without events filled in as zero. */
export function resampleDaily(events: readonly Event[]): Array<{ day: string; total: number; count: number }> {
  if (events.length === 0) return [];
  const byDay = new Map<string, { total: number; count: number }>();
  for (const event of events) {
    const day = dayOf(event.at);
    const bucket = byDay.get(day) ?? { total: 0, count: 0 };
    bucket.total += event.value;
    bucket.count += 1;
    byDay.set(day, bucket);
  }
  const days = [...byDay.keys()].sort();
  const result: Array<{ day: string; total: number; count: number }> = [];
  for (let day = new Date(days[0]!); dayOf(day.toISOString()) <= days[days.length - 1]!; day.setUTCDate(day.getUTCDate() + 1)) {
    const key = dayOf(day.toISOString());
    result.push({ day: key, ...(byDay.get(key) ?? { total: 0, count: 0 }) });
  }
  return result;
}

/** Adds the trailing moving average of the daily totals over the window of days (null until the window is full). */
export function withMovingAverage(days: ReturnType<typeof resampleDaily>, window = 7): DailyPoint[] {
  let sum = 0;
  return days.map((point, i) => {
    sum += point.total;
    if (i >= window) sum -= days[i - window]!.total;
    return { ...point, movingAverage: i + 1 >= window ? sum / window : null };
  });
}

const orders: Event[] = [
  { at: '2026-11-01T09:12:00Z', value: 120 },
  { at: '2026-11-01T15:40:00Z', value: 80 },
  { at: '2026-11-02T11:05:00Z', value: 60 },
  { at: '2026-11-04T10:00:00Z', value: 200 },
  { at: '2026-11-05T18:30:00Z', value: 90 },
];
console.table(withMovingAverage(resampleDaily(orders), 3));
`,
  },
];
