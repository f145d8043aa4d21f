import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from './precompressed.ts';

const BOTH = new Set<Encoding>(['br', 'gzip']);
const GZIP_ONLY = new Set<Encoding>(['gzip']);

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip, deflate', BOTH, 'gzip'],
    ['br;q=0.5, gzip', BOTH, 'gzip'],
    ['br;q=1.0, gzip;q=0.8', BOTH, 'br'],
    ['BR', BOTH, 'br'],
    ['x-gzip', BOTH, 'gzip'],
    ['*', BOTH, 'br'],
    ['*;q=0.1, br;q=0', BOTH, 'gzip'],
    ['gzip;q=0, br;q=0', BOTH, 'identity'],
    ['identity', BOTH, 'identity'],
    ['identity;q=1, gzip;q=0.5', BOTH, 'identity'],
    ['deflate', BOTH, 'identity'],
    ['br', GZIP_ONLY, 'identity'],
    ['gzip, br', GZIP_ONLY, 'gzip'],
    ['', BOTH, 'identity'],
    [undefined, BOTH, 'identity'],
    ['gzip, br', new Set<Encoding>(), 'identity'],
    // A malformed weight is ignored rather than trusted.
    ['br;q=7, gzip', BOTH, 'br'],
  ] as const)('%j with %o → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
