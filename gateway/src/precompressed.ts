import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The content codings the frontend build writes beside each asset, in the order the gateway prefers them. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];

/** Each coding's weight in an Accept-Encoding header, `*` under its own name. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [token, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!token) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    const name = token === 'x-gzip' ? 'gzip' : token;
    // A coding named twice keeps its best weight.
    weights.set(name, Math.max(weights.get(name) ?? 0, weight));
  }
  return weights;
}

/**
 * The coding to send a file in, given the request's Accept-Encoding and the precompressed variants on disk
 * (RFC 9110 section 12.5.3): the available coding with the highest weight above zero, `*` standing for those not
 * named, br before gzip on a tie; otherwise the file as it is (also when every coding is refused: an
 * uncompressed answer beats a 406). Without the header nothing is encoded.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | 'identity' {
  if (!acceptEncoding || available.size === 0) return 'identity';
  const weights = parseAcceptEncoding(acceptEncoding);
  const wildcard = weights.get('*') ?? 0;
  let best: Encoding | 'identity' = 'identity';
  let bestWeight = 0;
  for (const { name } of ENCODINGS) {
    if (!available.has(name)) continue;
    const weight = weights.get(name) ?? wildcard;
    if (weight > bestWeight) {
      best = name;
      bestWeight = weight;
    }
  }
  // Identity is always the fallback; it wins over a coding only when the client names it with a higher weight.
  const identityWeight = weights.get('identity') ?? 0;
  return identityWeight > bestWeight ? 'identity' : best;
}

export const suffixOf = (encoding: Encoding) => ENCODINGS.find((entry) => entry.name === encoding)!.suffix;

/**
 * The precompressed variants under `root`, found once at start-up: URL path of the original file (`/assets/x.js`)
 * to the codings it has a `.br`/`.gz` sibling for. A file added later is served uncompressed.
 */
export function findPrecompressed(root: string): Map<string, Set<Encoding>> {
  const variants = new Map<string, Set<Encoding>>();
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
  for (const file of files) {
    for (const { name, suffix } of ENCODINGS) {
      if (!file.endsWith(suffix) || !files.has(file.slice(0, -suffix.length))) continue;
      const urlPath = `/${relative(root, file.slice(0, -suffix.length)).split(sep).join('/')}`;
      variants.set(urlPath, (variants.get(urlPath) ?? new Set()).add(name));
    }
  }
  return variants;
}
