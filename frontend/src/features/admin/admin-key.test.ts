import { describe, expect, test } from 'vitest';
import {
  ADMIN_KEY_STORAGE,
  clearAdminKey,
  isUsableAdminKey,
  readAdminKey,
  storeAdminKey,
} from './admin-key.ts';

const USER_ID = '5b3c1f8e-3a43-4c1e-9b0a-2f1f0c7a1d11';
const NOW = Date.parse('2026-11-21T12:00:00.000Z');

describe('admin key storage', () => {
  test('keeps the key, its expiry and its user in sessionStorage under admin-key', () => {
    storeAdminKey({ adminKey: 'k', expiresAt: '2026-11-21T12:15:00.000Z', userId: USER_ID });
    expect(JSON.parse(window.sessionStorage.getItem(ADMIN_KEY_STORAGE)!)).toEqual({
      adminKey: 'k',
      expiresAt: '2026-11-21T12:15:00.000Z',
      userId: USER_ID,
    });
    expect(window.localStorage.length).toBe(0);
    expect(readAdminKey()?.adminKey).toBe('k');
    clearAdminKey();
    expect(readAdminKey()).toBeNull();
    expect(window.sessionStorage.getItem(ADMIN_KEY_STORAGE)).toBeNull();
  });

  test('a value that is not a stored key reads as none', () => {
    window.sessionStorage.setItem(ADMIN_KEY_STORAGE, 'the-fixed-admin-key');
    expect(readAdminKey()).toBeNull();
    window.sessionStorage.setItem(ADMIN_KEY_STORAGE, JSON.stringify({ adminKey: 'k' }));
    expect(readAdminKey()).toBeNull();
  });

  test('is usable only for its own user and before its expiry', () => {
    const key = { adminKey: 'k', expiresAt: '2026-11-21T12:15:00.000Z', userId: USER_ID };
    expect(isUsableAdminKey(key, USER_ID, NOW)).toBe(true);
    expect(isUsableAdminKey(key, USER_ID, Date.parse(key.expiresAt))).toBe(false);
    expect(isUsableAdminKey(key, 'someone-else', NOW)).toBe(false);
    expect(isUsableAdminKey(key, undefined, NOW)).toBe(false);
    expect(isUsableAdminKey({ ...key, expiresAt: 'not a date' }, USER_ID, NOW)).toBe(false);
    expect(isUsableAdminKey(null, USER_ID, NOW)).toBe(false);
  });
});
