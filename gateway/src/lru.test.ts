import { describe, expect, it } from 'vitest';
import { ExpiringLru } from './lru.ts';

describe('ExpiringLru', () => {
  it('forgets an entry at its expiry', () => {
    const cache = new ExpiringLru<string, number>(10);
    cache.set('a', 1, 1_000);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its size, dropping the least recently used entry', () => {
    const cache = new ExpiringLru<string, number>(2);
    cache.set('a', 1, Infinity);
    cache.set('b', 2, Infinity);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3, Infinity);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
