import { describe, expect, test } from 'vitest';
import { plainAddress } from './format.ts';

describe('plainAddress', () => {
  test('an IPv4-mapped IPv6 address is shown as its IPv4 address; others as they are', () => {
    expect(plainAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress('::FFFF:198.51.100.1')).toBe('198.51.100.1');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(plainAddress(null)).toBe('address not recorded');
  });
});
