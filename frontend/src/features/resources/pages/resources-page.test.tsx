import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ERROR_CODES } from '@readiness/contracts/errors';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_GUIDES,
  resourceDownloadPath,
  type TResource,
} from '@readiness/contracts/resources';
import { sendJson } from '../../../test/loopback-server.ts';
import { renderApp, startTestApi, stubScrolling } from '../../../test/test-app.tsx';
import { FREE_USER, PREMIUM_USER } from '../../assessment/test-fixtures.ts';

/* The resource library: a free user's upgrade panel, a premium user's guides by category, and the downloads. */

const LIBRARY: TResource[] = RESOURCE_GUIDES.map((guide, index) => ({
  ...guide,
  dimensions: [...guide.dimensions],
  downloadUrl: resourceDownloadPath(guide.id),
  wordCount: 1600 + index,
  readingMinutes: 7,
}));

let api: Awaited<ReturnType<typeof startTestApi>>;
const saved: Array<{ name: string; blob: Blob }> = [];

beforeAll(async () => {
  api = await startTestApi();
  stubScrolling();
});
afterAll(async () => {
  await api.server.close();
});
beforeEach(() => {
  saved.length = 0;
  api.state.user = PREMIUM_USER;
  api.state.routes = {
    'GET /api/resources/library': (_req, res) =>
      api.state.user === PREMIUM_USER
        ? sendJson(res, 200, LIBRARY)
        : sendJson(res, 403, { error: 'Premium only', code: ERROR_CODES.PREMIUM_REQUIRED }),
  };
  for (const resource of LIBRARY)
    api.state.routes[`GET ${resource.downloadUrl}`] = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8' });
      res.end(`# ${resource.title}\n`);
    };
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const downloadButton = (title: string) => screen.findByRole('button', { name: `Download Guide: ${title}` });

describe('the resource library', () => {
  test('a free user sees Premium Access Required with Upgrade to Premium to /checkout', async () => {
    api.state.user = FREE_USER;
    renderApp('/resources');
    expect(await screen.findByRole('heading', { name: 'Premium Access Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('button', { name: /^Download Guide/ })).toBeNull();
  });

  test('a premium user sees the guides grouped by category, in order, each group with its count', async () => {
    renderApp('/resources');
    await downloadButton(LIBRARY[0]!.title);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([...RESOURCE_CATEGORIES]);
    for (const heading of headings) {
      const group = heading.closest<HTMLElement>('[role="region"]')!;
      expect(group.getAttribute('aria-labelledby')).toBe(heading.id);
      // The count badge beside the category's name: the number, and the word for screen readers.
      expect(heading.nextElementSibling?.textContent).toBe('1 guide');
      expect(within(group).getAllByRole('button', { name: /^Download Guide/ })).toHaveLength(1);
    }
    expect(screen.getAllByRole('button', { name: /^Download Guide/ })).toHaveLength(7);
  });

  test('Download Guide saves the markdown named after the resource id and says so', async () => {
    const user = userEvent.setup();
    const resource = LIBRARY[4]!;
    renderApp('/resources');
    await user.click(await downloadButton(resource.title));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`${resource.id}.md`);
    expect(await saved[0]!.blob.text()).toBe(`# ${resource.title}\n`);
    expect(await screen.findByText('Download Started')).toBeTruthy();
  });

  test('a refused download says Premium Access Required; any other failure says Download Failed', async () => {
    const user = userEvent.setup();
    const [first, second] = LIBRARY;
    api.state.routes[`GET ${first!.downloadUrl}`] = (_req, res) =>
      sendJson(res, 403, { error: 'Premium only', code: ERROR_CODES.PREMIUM_REQUIRED });
    api.state.routes[`GET ${second!.downloadUrl}`] = (_req, res) =>
      sendJson(res, 503, { error: 'Unavailable', code: ERROR_CODES.SERVICE_UNAVAILABLE });
    renderApp('/resources');

    await user.click(await downloadButton(first!.title));
    expect(await screen.findByText('Upgrade to premium to download resources')).toBeTruthy();
    await user.click(await downloadButton(second!.title));
    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByText('Unable to download resource. Please try again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  test('another failure to load is not an upgrade prompt: it says so and offers to try again', async () => {
    api.state.routes['GET /api/resources/library'] = (_req, res) =>
      sendJson(res, 500, { error: 'Something went wrong', code: ERROR_CODES.INTERNAL });
    renderApp('/resources');
    expect(await screen.findByText(/could not be loaded: Something went wrong/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Premium Access Required' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('a library whose service is restarting says it will be back, in no red and with no upgrade prompt', async () => {
    api.state.routes['GET /api/resources/library'] = (_req, res) =>
      sendJson(res, 503, {
        error: 'The assessment service is unavailable. Please try again shortly.',
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
      });
    renderApp('/resources');
    expect(await screen.findByText('The resource library will be back in a moment.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/could not be loaded|service is unavailable/i);
    expect(screen.queryByRole('heading', { name: 'Premium Access Required' })).toBeNull();
  });

  test('/resources#<id> marks the guide it names', async () => {
    const resource = LIBRARY[5]!;
    renderApp(`/resources#${resource.id}`);
    await downloadButton(resource.title);
    expect(document.getElementById(resource.id)?.className).toContain('ring-2');
    expect(document.getElementById(LIBRARY[0]!.id)?.className).not.toContain('ring-2');
  });
});
