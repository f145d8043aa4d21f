import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeLook, LOOKS, seriousAxeViolations, showAs } from './e2e.ts';

/*
 * What the organisation browser tests share (organisations*.e2e.test.ts): a screen looked at in its four looks,
 * and a member's whole part of a round answered through the API from their own browser profile.
 */

/** Every screen looked at in its four looks (360 and 1280 px, light and dark), axe-clean in each. */
export async function lookAt(page: Page, shot: (name: string) => string, name: string) {
  for (const look of LOOKS) {
    await showAs(page, look);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, `${name} at ${describeLook(look)}`).toEqual([]);
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrollsSideways, `${name} at ${describeLook(look)} scrolls sideways`).toBe(false);
    await page.screenshot({
      path: shot(`organisations-${name}-${look.viewport.width}-${look.theme}`),
      fullPage: true,
    });
  }
  await showAs(page, LOOKS[0]!);
}

/** Answers the caller's whole part at `level` through the API, in the member's own browser profile. */
export async function answerThroughTheApi(
  context: BrowserContext,
  path: string,
  level: number | 'dont-know',
) {
  const response = await context.request.get(`${path}/response`);
  expect(response.status()).toBe(200);
  const { sections } = (await response.json()) as { sections: { questions: { id: string }[] }[] };
  const answers = sections.flatMap((section) =>
    section.questions.map((question) => ({ questionId: question.id, value: level })),
  );
  const saved = await context.request.put(`${path}/response/answers`, {
    headers: { origin: baseUrl() },
    data: { answers },
  });
  expect(saved.status()).toBe(200);
  const submitted = await context.request.post(`${path}/response/submit`, { headers: { origin: baseUrl() } });
  expect(submitted.status()).toBe(200);
}
