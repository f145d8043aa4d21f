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
    rename: { createApiClient: 'create{Subject}Client' },
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
  {
    id: 'javascript-anomaly-zscore',
    title: 'Anomaly detection with rolling z-scores',
    description:
      'Flags unusual values in a metric series (orders, logins, latency) by their z-score against a rolling window.',
    language: 'javascript',
    category: 'machine-learning',
    tags: ['anomaly-detection', 'statistics', 'monitoring'],
    keywords: ['anomal', 'outlier', 'fraud', 'unusual', 'spike', 'detect', 'monitor', 'zscore', 'metric'],
    code: String.raw`/** Mean and standard deviation of a list of numbers. */
export function stats(values) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, std: Math.sqrt(variance) };
}

/** The points whose z-score against the previous window values is above the threshold. */
export function findAnomalies(series, window = 7, threshold = 3) {
  const anomalies = [];
  for (let i = window; i < series.length; i += 1) {
    const { mean, std } = stats(series.slice(i - window, i));
    const z = std === 0 ? 0 : (series[i] - mean) / std;
    if (Math.abs(z) > threshold) anomalies.push({ index: i, value: series[i], z: Number(z.toFixed(2)) });
  }
  return anomalies;
}

const dailyOrders = [102, 98, 105, 99, 101, 97, 103, 100, 240, 104, 99, 12, 101];
console.log(findAnomalies(dailyOrders));
`,
  },
  {
    id: 'javascript-extractive-summary',
    title: 'Extractive text summary',
    description:
      'Summarises a text by scoring each sentence on the frequency of its content words and keeping the best ones in order.',
    language: 'javascript',
    category: 'nlp',
    tags: ['summarization', 'sentences', 'word-frequency'],
    keywords: [
      'summarize',
      'summarise',
      'summary',
      'abstract',
      'shorten',
      'tldr',
      'digest',
      'sentence',
      'article',
      'document',
      'ticket',
      'text',
    ],
    code: String.raw`const STOP_WORDS = new Set('the a an and or of to in on for is are was were it this that with as by at be from'.split(' '));

const wordsOf = (text) => (text.toLowerCase().match(/[a-z']+/g) ?? []).filter((word) => !STOP_WORDS.has(word));

/** The best sentences of a text, at most maxSentences, in their original order. */
export function summarise(text, maxSentences = 2) {
  const sentences = text.match(/[^.!?]+[.!?]+/g)?.map((sentence) => sentence.trim()) ?? [text.trim()];
  const frequency = new Map();
  for (const word of wordsOf(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const words = wordsOf(sentence);
    const score = words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.max(words.length, 1);
    return { sentence, index, score };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, maxSentences)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence)
    .join(' ');
}

const report =
  'Customer churn rose in March. Churn was highest among customers on the monthly plan. ' +
  'The office moved to a new floor. Customers on the monthly plan cited price as the main reason for churn.';
console.log(summarise(report));
`,
  },
  {
    id: 'javascript-image-crop-resize',
    title: 'Crop and resize an image buffer',
    description:
      'Crops a region of an RGBA pixel buffer and resizes it with bilinear interpolation, e.g. for thumbnails or model input.',
    language: 'javascript',
    category: 'computer-vision',
    tags: ['resize', 'crop', 'interpolation'],
    keywords: ['resize', 'crop', 'thumbnail', 'scale', 'image', 'photo', 'pixel', 'bilinear', 'preprocess'],
    code: String.raw`/** A new RGBA image of the region (x, y, width, height) of the source. */
export function crop(image, x, y, width, height) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const start = ((y + row) * image.width + x) * 4;
    data.set(image.data.subarray(start, start + width * 4), row * width * 4);
  }
  return { width, height, data };
}

/** Bilinear resize of an RGBA image to width x height. */
export function resize(image, width, height) {
  const data = new Uint8ClampedArray(width * height * 4);
  const xRatio = (image.width - 1) / Math.max(width - 1, 1);
  const yRatio = (image.height - 1) / Math.max(height - 1, 1);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = x * xRatio;
      const sy = y * yRatio;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, image.width - 1);
      const y1 = Math.min(y0 + 1, image.height - 1);
      const dx = sx - x0;
      const dy = sy - y0;
      for (let c = 0; c < 4; c += 1) {
        const at = (px, py) => image.data[(py * image.width + px) * 4 + c];
        const top = at(x0, y0) * (1 - dx) + at(x1, y0) * dx;
        const bottom = at(x0, y1) * (1 - dx) + at(x1, y1) * dx;
        data[(y * width + x) * 4 + c] = Math.round(top * (1 - dy) + bottom * dy);
      }
    }
  }
  return { width, height, data };
}

const source = { width: 4, height: 4, data: new Uint8ClampedArray(4 * 4 * 4).map((_, i) => (i * 7) % 256) };
const thumbnail = resize(crop(source, 1, 1, 3, 3), 2, 2);
console.log(thumbnail.width, thumbnail.height, Array.from(thumbnail.data.slice(0, 8)));
`,
  },
  {
    id: 'javascript-csv-group-by',
    title: 'CSV parsing and group-by totals',
    description:
      'Parses CSV with quoted fields (commas and quotes inside) into records and totals a numeric column by a key column.',
    language: 'javascript',
    category: 'data-processing',
    tags: ['csv', 'parsing', 'aggregation'],
    keywords: ['csv', 'parse', 'group', 'total', 'sum', 'aggregate', 'report', 'spreadsheet', 'column'],
    code: String.raw`/** Parses CSV text (RFC 4180 quoting) into an array of objects keyed by the header row. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])));
}

/** Sum of a numeric column per value of a key column, largest first. */
export function totalBy(records, key, column) {
  const totals = new Map();
  for (const record of records) totals.set(record[key], (totals.get(record[key]) ?? 0) + Number(record[column] || 0));
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

const csv = 'region,product,amount\nNorth,"Widget, large",120\nSouth,Widget,80\nNorth,"Gadget ""pro""",45\n';
console.log(totalBy(parseCsv(csv), 'region', 'amount'));
`,
  },
  {
    id: 'javascript-webhook-verifier',
    title: 'Webhook signature verification (node:crypto)',
    description:
      'Verifies a signed webhook with HMAC-SHA256 over the timestamp and raw body, in constant time, rejecting replays.',
    language: 'javascript',
    category: 'api-integration',
    tags: ['webhook', 'hmac', 'security'],
    keywords: ['webhook', 'signature', 'verify', 'hmac', 'sign', 'secret', 'callback', 'replay'],
    code: String.raw`import { createHmac, timingSafeEqual } from 'node:crypto';

export function sign(secret, timestamp, rawBody) {
  return createHmac('sha256', secret).update(String(timestamp) + '.' + rawBody).digest('hex');
}

/** True only for a body signed with the secret less than toleranceSeconds ago. */
export function verify(secret, rawBody, timestamp, signature, toleranceSeconds = 300, now = Date.now() / 1000) {
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(String(signature), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const secret = 'whsec_example';
const body = JSON.stringify({ type: 'invoice.paid', id: 'evt_1' });
const stamp = Math.floor(Date.now() / 1000);
const signature = sign(secret, stamp, body);
console.log('valid', verify(secret, body, stamp, signature));
console.log('tampered', verify(secret, body + ' ', stamp, signature));
console.log('replayed', verify(secret, body, stamp - 3600, sign(secret, stamp - 3600, body)));
`,
  },
];
