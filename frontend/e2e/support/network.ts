import type { Page } from 'playwright-core';

type Requests = { inFlight: number; changedAt: number };
const followed = new WeakMap<Page, Requests>();

/** Follows a page's requests from now on, for `networkQuiet`: call it when the page is made, before it loads. */
export function followRequests(page: Page): Page {
  const requests: Requests = { inFlight: 0, changedAt: Date.now() };
  followed.set(page, requests);
  page.on('request', () => {
    requests.inFlight += 1;
    requests.changedAt = Date.now();
  });
  const ended = () => {
    requests.inFlight -= 1;
    requests.changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return page;
}

/**
 * Waits until none of the page's requests is in flight and none has started or ended for `quietMs`. Playwright's
 * 'networkidle' asks for 500 ms of silence every time, which the sweeps paid on each of their hundred-odd screens
 * (about a minute of a full run); a screen's next request follows its data within a render, far sooner than this.
 */
export async function networkQuiet(page: Page, { quietMs = 200, timeoutMs = 30_000 } = {}): Promise<void> {
  const requests = followed.get(page);
  if (!requests) throw new Error('networkQuiet: followRequests(page) was not called when the page was made');
  const deadline = Date.now() + timeoutMs;
  while (requests.inFlight > 0 || Date.now() - requests.changedAt < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`networkQuiet: ${requests.inFlight} request(s) still in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
