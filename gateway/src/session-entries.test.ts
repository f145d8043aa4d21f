import { describe, expect, it } from 'vitest';
import type { TSessionCacheEntry } from '@readiness/contracts';
import { SessionEntries } from './session-entries.ts';

const active = (accessExpiresAt: number): TSessionCacheEntry => ({
  state: 'active',
  userId: '5f0c3bb4-4a3b-4b8e-9a51-0d6f1f4f7a10',
  secretHash: 'hash',
  accessToken: 'token',
  accessExpiresAt,
});

function listening(lifetimeMs = 2_000) {
  const entries = new SessionEntries(lifetimeMs);
  entries.setListening(true);
  return entries;
}

describe('SessionEntries', () => {
  it('holds an entry for its lifetime, or until its access token expires if sooner', () => {
    const entries = listening(2_000);
    entries.keep('a', active(Date.now() + 60_000), entries.mark(), 1_000);
    entries.keep('b', active(1_500), entries.mark(), 1_000);
    entries.keep('c', { state: 'revoked' }, entries.mark(), 1_000);
    expect(entries.get('a')).toBeUndefined(); // now is past 3,000
    const now = Date.now();
    entries.keep('a', active(now + 60_000), entries.mark(), now);
    expect(entries.get('a')).toMatchObject({ state: 'active' });
    expect(entries.get('b')).toBeUndefined();
    expect(entries.get('c')).toBeUndefined();
  });

  it('drops an entry when it changes, and does not keep one read before a change', () => {
    const entries = listening();
    const expiry = Date.now() + 60_000;
    entries.keep('a', active(expiry), entries.mark());
    entries.changed('a');
    expect(entries.get('a')).toBeUndefined();

    // A read of Redis that started before the announcement may have seen the old entry.
    const mark = entries.mark();
    entries.changed('a');
    entries.keep('a', active(expiry), mark);
    expect(entries.get('a')).toBeUndefined();
  });

  it('holds nothing while it does not hear of changes, and forgets what it held when it stops hearing', () => {
    const entries = new SessionEntries();
    const expiry = Date.now() + 60_000;
    entries.keep('a', active(expiry), entries.mark());
    expect(entries.get('a')).toBeUndefined();

    entries.setListening(true);
    entries.keep('a', active(expiry), entries.mark());
    expect(entries.get('a')).toBeDefined();
    const mark = entries.mark();
    entries.setListening(false);
    expect(entries.get('a')).toBeUndefined();
    entries.setListening(true);
    expect(entries.get('a')).toBeUndefined();
    entries.keep('a', active(expiry), mark); // read while it was not hearing
    expect(entries.get('a')).toBeUndefined();
  });
});
