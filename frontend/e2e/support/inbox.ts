import { inject } from 'vitest';
import type { InboxMessage } from './inbox-server.ts';

/** The first email to `address` whose subject matches, waiting for it to arrive (the stack sends from a queue). */
export async function waitForEmail(
  address: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(`${inject('inboxUrl')}/messages`)).json()) as InboxMessage[];
    const found = messages.find((m) => m.to.includes(address) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no email "${subject.source}" to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The links of an email's HTML part. */
export function linksIn(message: InboxMessage): string[] {
  return [...message.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
