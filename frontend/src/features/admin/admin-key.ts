import { useSyncExternalStore } from 'react';

/**
 * The admin key (ARCHITECTURE.md, "Identity and access"): a short-lived key the auth service issues after an admin
 * confirms their password, bound to that user and session. Kept in sessionStorage (spec section 9) with its expiry
 * and the user it was issued to. The browser only decides whether it HAS a usable key; whether the key is valid is
 * the server's call on every admin request.
 */
export const ADMIN_KEY_STORAGE = 'admin-key';

export type StoredAdminKey = { adminKey: string; expiresAt: string; userId: string };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_KEY_STORAGE);
  } catch {
    return null;
  }
}

function parseStored(raw: string | null): StoredAdminKey | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAdminKey> | null;
    if (
      typeof value?.adminKey === 'string' &&
      typeof value.expiresAt === 'string' &&
      typeof value.userId === 'string'
    ) {
      return { adminKey: value.adminKey, expiresAt: value.expiresAt, userId: value.userId };
    }
  } catch {
    /* not ours: treated as missing */
  }
  return null;
}

/** Whether a stored key may still be sent for this user: present, issued to them and not past its expiry. */
export function isUsableAdminKey(
  stored: StoredAdminKey | null,
  userId: string | undefined,
  now = Date.now(),
): stored is StoredAdminKey {
  if (!stored || !userId || stored.userId !== userId) return false;
  const expiresAt = Date.parse(stored.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export function readAdminKey(): StoredAdminKey | null {
  return parseStored(readRaw());
}

export function storeAdminKey(key: StoredAdminKey): void {
  try {
    window.sessionStorage.setItem(ADMIN_KEY_STORAGE, JSON.stringify(key));
  } catch {
    /* storage blocked: the admin pages will ask for the password again */
  }
  notify();
}

export function clearAdminKey(): void {
  try {
    window.sessionStorage.removeItem(ADMIN_KEY_STORAGE);
  } catch {
    /* nothing to clear */
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored key, re-rendering when it is stored or cleared (e.g. after the server refused it). */
export function useStoredAdminKey(): StoredAdminKey | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  // Parse per render from the raw string, which is the stable snapshot.
  return parseStored(raw);
}
