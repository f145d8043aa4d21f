/** Dismissed tip ids for this browser session (spec section 4: a dismissed tip does not return in that session). */
const STORAGE_KEY = 'dismissed-tips';

export function readDismissedTips(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissedTip(id: string): void {
  const ids = readDismissedTips();
  ids.add(id);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    /* storage blocked: the tip stays dismissed while this overlay is mounted */
  }
}
