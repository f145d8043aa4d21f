/**
 * What the browser keeps of the support chat (no zod, no network: part of every page's first load).
 * - localStorage `chat-session`: the conversation's id, the secret token that binds an anonymous conversation to
 *   this browser (sent back in `x-chat-session-token`), and the user it belongs to (null when anonymous). Signing
 *   out clears it (the widget watches who is signed in).
 * - sessionStorage `chat-open`: the window was open, so it opens again after a reload.
 */
export const CHAT_SESSION_STORAGE = 'chat-session';
export const CHAT_OPEN_STORAGE = 'chat-open';

export type StoredChatSession = { sessionId: string; sessionToken: string; ownerId: string | null };

export function readChatSession(): StoredChatSession | null {
  try {
    const raw = window.localStorage.getItem(CHAT_SESSION_STORAGE);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredChatSession> | null;
    if (typeof value?.sessionId !== 'string' || typeof value.sessionToken !== 'string') return null;
    return {
      sessionId: value.sessionId,
      sessionToken: value.sessionToken,
      ownerId: typeof value.ownerId === 'string' ? value.ownerId : null,
    };
  } catch {
    return null;
  }
}

export function storeChatSession(session: StoredChatSession): void {
  try {
    window.localStorage.setItem(CHAT_SESSION_STORAGE, JSON.stringify(session));
  } catch {
    /* storage blocked: the conversation lasts as long as the page */
  }
}

export function clearChatSession(): void {
  try {
    window.localStorage.removeItem(CHAT_SESSION_STORAGE);
    window.sessionStorage.removeItem(CHAT_OPEN_STORAGE);
  } catch {
    /* nothing to clear */
  }
}

/**
 * Whether the kept conversation may stay in this browser for `userId` (undefined while unknown): an anonymous
 * one always; a signed-in user's only while that user is signed in.
 */
export function keepsChatSession(
  stored: StoredChatSession | null,
  userId: string | null | undefined,
): boolean {
  if (!stored || stored.ownerId === null || userId === undefined) return true;
  return stored.ownerId === userId;
}

export function readChatOpen(): boolean {
  try {
    return window.sessionStorage.getItem(CHAT_OPEN_STORAGE) === '1';
  } catch {
    return false;
  }
}

export function storeChatOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(CHAT_OPEN_STORAGE, '1');
    else window.sessionStorage.removeItem(CHAT_OPEN_STORAGE);
  } catch {
    /* not kept */
  }
}

/**
 * Opens the widget from anywhere (the white-label page's View Live Example): at once when it is on the page, else as
 * soon as its code has come (it loads after the page, and a quick click would otherwise open nothing).
 */
export const OPEN_CHAT_EVENT = 'readiness:open-chat';
export function openChatWidget(): void {
  storeChatOpen(true);
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
