import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIMENSIONS } from '@readiness/contracts/assessment';
import { RESOURCE_CATEGORIES, ZResourceLibrary, type TResource } from '@readiness/contracts/resources';
import { call, startAssessmentService, type RunningAssessment, type TestUser } from './harness.ts';

let app: RunningAssessment;
let free: TestUser;
let premium: TestUser;
let library: TResource[];

/** Words as a reader counts them, by hand: the runs of characters between whitespace. */
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word.length > 0).length;

beforeAll(async () => {
  app = await startAssessmentService();
  free = await app.user();
  premium = await app.user({ tier: 'premium' });
  const response = await call<TResource[]>(
    app.url,
    'GET',
    '/api/resources/library',
    undefined,
    premium.headers,
  );
  expect(response.status).toBe(200);
  library = ZResourceLibrary.parse(response.data);
});
afterAll(async () => {
  await app?.stop();
});

describe('a free user', () => {
  it('is refused the library and every download with PREMIUM_REQUIRED', async () => {
    const list = await call(app.url, 'GET', '/api/resources/library', undefined, free.headers);
    expect(list.status).toBe(403);
    expect(list.data).toMatchObject({ code: 'PREMIUM_REQUIRED', error: expect.any(String) as unknown });

    for (const resource of library) {
      const download = await call(app.url, 'GET', resource.downloadUrl, undefined, free.headers);
      expect(download.status, resource.id).toBe(403);
      expect(download.data).toMatchObject({ code: 'PREMIUM_REQUIRED' });
      expect(download.body.toString('utf8')).not.toContain('# ');
    }
  });

  it('is refused even an unknown guide with 403, not told whether it exists', async () => {
    const response = await call(
      app.url,
      'GET',
      '/api/resources/no-such-guide/download',
      undefined,
      free.headers,
    );
    expect(response.status).toBe(403);
  });
});

describe('a premium user', () => {
  it('gets seven guides, one per category, in the spec’s category order', () => {
    expect(library).toHaveLength(7);
    expect(library.map((resource) => resource.category)).toEqual([...RESOURCE_CATEGORIES]);
    expect(new Set(library.map((resource) => resource.id)).size).toBe(7);
    for (const resource of library) {
      expect(resource.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(resource.downloadUrl).toBe(`/api/resources/${resource.id}/download`);
      expect(resource.title.length).toBeGreaterThan(10);
      expect(resource.description.length).toBeGreaterThan(60);
      expect(resource.dimensions.length).toBeGreaterThan(0);
    }
  });

  it('finds a guide for every one of the 15 dimensions', () => {
    const covered = new Set(library.flatMap((resource) => resource.dimensions));
    expect([...covered].sort()).toEqual([...DIMENSIONS].sort());
  });

  it('downloads each guide as <id>.md, markdown of at least 1,500 words whose count the list states', async () => {
    for (const resource of library) {
      const response = await call(app.url, 'GET', resource.downloadUrl, undefined, premium.headers);
      expect(response.status, resource.id).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${resource.id}.md"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const markdown = response.body.toString('utf8');
      expect(markdown.startsWith('# '), `${resource.id} opens with its title`).toBe(true);
      expect(markdown).toContain(`**Category:** ${resource.category}`);
      const words = wordsOf(markdown);
      expect(words, `${resource.id} has ${words} words`).toBeGreaterThanOrEqual(1500);
      expect(resource.wordCount).toBe(words);
      // Real prose, not padding: at least 1,500 of the tokens carry a letter or a digit (table pipes do not).
      const realWords = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      expect(realWords, resource.id).toBeGreaterThanOrEqual(1500);
      expect(markdown, `${resource.id} has a checklist`).toMatch(/^- \[ \] /m);
    }
  });

  it('gets a 404 for an unknown guide and a 400 for an id that is not kebab-case', async () => {
    const unknown = await call(
      app.url,
      'GET',
      '/api/resources/no-such-guide/download',
      undefined,
      premium.headers,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ code: 'NOT_FOUND', error: 'No such resource' });

    for (const bad of ['Executive_Pack', 'guide..md', '-leading-dash', '%20spaced', 'a'.repeat(81)]) {
      const response = await call(
        app.url,
        'GET',
        `/api/resources/${bad}/download`,
        undefined,
        premium.headers,
      );
      expect(response.status, bad).toBe(400);
      expect(response.data).toMatchObject({
        code: expect.any(String) as unknown,
        error: expect.stringMatching(/resource id/) as unknown,
      });
    }
  });

  it('is refused without a sign-in (401)', async () => {
    expect((await call(app.url, 'GET', '/api/resources/library')).status).toBe(401);
    expect((await call(app.url, 'GET', library[0]!.downloadUrl)).status).toBe(401);
  });
});

it('lets an admin on the free tier in, like every premium feature', async () => {
  const admin = await app.user({ role: 'admin' });
  expect((await call(app.url, 'GET', '/api/resources/library', undefined, admin.headers)).status).toBe(200);
});
