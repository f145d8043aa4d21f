import type { CodeTemplate } from './template.ts';

// JavaScript templates: Node.js 20 and its built-ins only (ES modules).
export const JAVASCRIPT_TEMPLATES: CodeTemplate[] = [
  {
    id: 'javascript-knn-classifier',
    title: 'k-nearest-neighbours classifier',
    description:
      'Classifies feature vectors by majority vote of the k nearest training examples, with scaling.',
    language: 'javascript',
    category: 'machine-learning',
    tags: ['knn', 'classification', 'normalization'],
    keywords: ['classif', 'predict', 'model', 'train', 'neighbour', 'neighbor', 'recommend'],
    code: String.raw`/** Scales every feature to 0..1 using the training set's min and max. */
export function fitScaler(rows) {
  const width = rows[0].length;
  const min = Array.from({ length: width }, (_, i) => Math.min(...rows.map((row) => row[i])));
  const max = Array.from({ length: width }, (_, i) => Math.max(...rows.map((row) => row[i])));
  return (row) => row.map((value, i) => (max[i] === min[i] ? 0 : (value - min[i]) / (max[i] - min[i])));
}

function distance(a, b) {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
}

export function createKnn(examples, k = 3) {
  const scale = fitScaler(examples.map((example) => example.features));
  const scaled = examples.map((example) => ({ features: scale(example.features), label: example.label }));
  return {
    predict(features) {
      const point = scale(features);
      const nearest = scaled
        .map((example) => ({ label: example.label, d: distance(point, example.features) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, k);
      const votes = new Map();
      for (const { label } of nearest) votes.set(label, (votes.get(label) ?? 0) + 1);
      return [...votes.entries()].sort((a, b) => b[1] - a[1])[0][0];
    },
  };
}

const training = [
  { features: [25, 40000], label: 'starter' },
  { features: [32, 65000], label: 'growth' },
  { features: [45, 120000], label: 'premium' },
  { features: [28, 48000], label: 'starter' },
  { features: [39, 90000], label: 'growth' },
  { features: [51, 150000], label: 'premium' },
];
const model = createKnn(training, 3);
console.log('predicted plan:', model.predict([35, 70000]));
`,
  },
  {
    id: 'javascript-sentiment-scorer',
    title: 'Lexicon sentiment scorer',
    description: 'Scores text sentiment with a small lexicon, negation handling and intensifiers.',
    language: 'javascript',
    category: 'nlp',
    tags: ['sentiment', 'lexicon', 'tokenization'],
    keywords: ['sentiment', 'text', 'review', 'nlp', 'feedback', 'opinion', 'language'],
    code: String.raw`const LEXICON = new Map([
  ['good', 2], ['great', 3], ['excellent', 4], ['love', 3], ['fast', 1], ['helpful', 2],
  ['bad', -2], ['poor', -2], ['terrible', -4], ['hate', -3], ['slow', -1], ['broken', -3],
]);
const NEGATIONS = new Set(['not', 'no', 'never', "don't", "isn't", "wasn't"]);
const INTENSIFIERS = new Map([['very', 1.5], ['really', 1.3], ['extremely', 2]]);

export function tokenize(text) {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

export function sentiment(text) {
  const tokens = tokenize(text);
  let score = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const base = LEXICON.get(tokens[i]);
    if (base === undefined) continue;
    let value = base;
    const previous = tokens[i - 1];
    const beforePrevious = tokens[i - 2];
    if (previous && INTENSIFIERS.has(previous)) value *= INTENSIFIERS.get(previous);
    if ((previous && NEGATIONS.has(previous)) || (beforePrevious && NEGATIONS.has(beforePrevious))) value *= -0.5;
    score += value;
  }
  const normalized = tokens.length ? score / Math.sqrt(tokens.length) : 0;
  const label = normalized > 0.3 ? 'positive' : normalized < -0.3 ? 'negative' : 'neutral';
  return { score: Number(normalized.toFixed(3)), label };
}

for (const review of [
  'The support team was really helpful and fast.',
  'The app is not good and very slow.',
  'It works.',
]) {
  console.log(sentiment(review), review);
}
`,
  },
  {
    id: 'javascript-image-histogram',
    title: 'Image brightness histogram and threshold',
    description:
      'Computes a grayscale histogram from RGBA pixels, finds an Otsu threshold and binarises the image.',
    language: 'javascript',
    category: 'computer-vision',
    tags: ['histogram', 'otsu', 'thresholding'],
    keywords: ['image', 'pixel', 'vision', 'threshold', 'photo', 'segment', 'histogram'],
    code: String.raw`/** RGBA bytes (as in a canvas ImageData) to luminance 0..255. */
export function toGray(rgba) {
  const gray = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < gray.length; i += 1) {
    gray[i] = Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]);
  }
  return gray;
}

export function histogram(gray) {
  const bins = new Array(256).fill(0);
  for (const value of gray) bins[value] += 1;
  return bins;
}

/** Otsu's method: the threshold that maximises the between-class variance. */
export function otsuThreshold(bins) {
  const total = bins.reduce((a, b) => a + b, 0);
  const sumAll = bins.reduce((sum, count, value) => sum + value * count, 0);
  let background = 0;
  let sumBackground = 0;
  let best = { threshold: 0, variance: -1 };
  for (let t = 0; t < 256; t += 1) {
    background += bins[t];
    if (background === 0) continue;
    const foreground = total - background;
    if (foreground === 0) break;
    sumBackground += t * bins[t];
    const meanB = sumBackground / background;
    const meanF = (sumAll - sumBackground) / foreground;
    const variance = background * foreground * (meanB - meanF) ** 2;
    if (variance > best.variance) best = { threshold: t, variance };
  }
  return best.threshold;
}

export function binarize(gray, threshold) {
  return gray.map((value) => (value > threshold ? 255 : 0));
}

const width = 8;
const pixels = new Uint8Array(width * width * 4).map((_, i) => ((Math.floor(i / 4) % width) < 4 ? 40 : 210));
const gray = toGray(pixels);
const threshold = otsuThreshold(histogram(gray));
console.log('threshold', threshold, 'white pixels', binarize(gray, threshold).filter((v) => v === 255).length);
`,
  },
  {
    id: 'javascript-stream-aggregation',
    title: 'Streaming NDJSON aggregation',
    description:
      'Reads newline-delimited JSON line by line (constant memory) and aggregates counts and sums per key.',
    language: 'javascript',
    category: 'data-processing',
    tags: ['streams', 'ndjson', 'aggregation'],
    keywords: ['data', 'stream', 'aggregate', 'log', 'json', 'etl', 'pipeline', 'process', 'file'],
    code: String.raw`import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** Aggregates { key, value } records of an NDJSON file: count, sum, min and max per key. */
export async function aggregate(path, keyField = 'category', valueField = 'amount') {
  const totals = new Map();
  let invalid = 0;
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      invalid += 1;
      continue;
    }
    const key = String(record[keyField] ?? 'unknown');
    const value = Number(record[valueField]);
    if (!Number.isFinite(value)) {
      invalid += 1;
      continue;
    }
    const entry = totals.get(key) ?? { count: 0, sum: 0, min: Infinity, max: -Infinity };
    entry.count += 1;
    entry.sum += value;
    entry.min = Math.min(entry.min, value);
    entry.max = Math.max(entry.max, value);
    totals.set(key, entry);
  }
  return { totals: Object.fromEntries(totals), invalid };
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node aggregate.js events.ndjson');
  process.exitCode = 2;
} else {
  console.log(JSON.stringify(await aggregate(file), null, 2));
}
`,
  },
  {
    id: 'javascript-api-client',
    title: 'Fetch client with timeout and retries',
    description:
      'A small JSON API client on fetch: per-request timeout, retries of 429 and 5xx honouring Retry-After.',
    language: 'javascript',
    category: 'api-integration',
    tags: ['fetch', 'retry', 'timeout'],
    keywords: ['api', 'rest', 'http', 'endpoint', 'integrat', 'fetch', 'webhook', 'request'],
    code: String.raw`const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiClient({ baseUrl, token, timeoutMs = 10000, retries = 3 }) {
  async function request(method, path, body) {
    for (let attempt = 0; ; attempt += 1) {
      let response;
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
        if (attempt >= retries) throw error;
        await sleep(2 ** attempt * 500);
        continue;
      }
      if (response.ok) return response.status === 204 ? undefined : response.json();
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= retries) {
        throw new Error(method + ' ' + path + ' failed with ' + response.status);
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 30000) : 2 ** attempt * 500);
    }
  }
  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
  };
}

const github = createApiClient({ baseUrl: 'https://api.github.com' });
github.get('/repos/nodejs/node').then((repo) => console.log(repo.full_name), (error) => console.error(error.message));
`,
  },
];
