import { storeChatSession } from './storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The support-reply email's link (`?support=<conversation id>`): when the signed-in user owns that conversation
 * (the server answers its owner only, anyone else gets a 404), it becomes the widget's conversation; true when it
 * did. Nothing of someone else's conversation is shown or kept.
 */
export async function adoptLinkedConversation(sessionId: string, userId: string): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const { fetchChatSession } = await import('./api.ts');
  const kept = { sessionId, sessionToken: '', ownerId: userId };
  try {
    const found = await fetchChatSession(kept);
    if (found.sessionId !== sessionId) return false;
  } catch {
    return false;
  }
  storeChatSession(kept);
  return true;
}
