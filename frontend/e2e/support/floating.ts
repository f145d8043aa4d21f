import type { Page } from 'playwright-core';

/**
 * Lets the floating elements settle where they rest: they are placed on the next animation frames (the chat
 * button, a tip, a toast and the header that makes room for it) and fade or slide by CSS transitions. Waits until
 * their boxes, their opacity, the scroll position and the page's height have not changed for a few frames (and
 * 150 ms) and no finite animation runs (a spinner's endless one does not count), instead of a fixed pause on every
 * screen.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const MOVING = '[data-chat-launcher], [data-tip-id], [data-sonner-toast], [data-sonner-toaster], header';
    const snapshot = () =>
      JSON.stringify([
        window.scrollX,
        window.scrollY,
        document.documentElement.scrollHeight,
        ...[...document.querySelectorAll(MOVING)].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height, getComputedStyle(element).opacity, element.getAttributeNames().join()];
        }),
      ]);
    const animating = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
    await frame();
    await frame();
    let last = snapshot();
    let stillSince = performance.now();
    let still = 0;
    // Still for 3 frames and 150 ms (frames come fast on an idle page); at most 3 s: a page that never stops moving
    // is looked at as it is then (as before, after a fixed pause).
    const settled = () => still >= 3 && performance.now() - stillSince >= 150;
    for (const deadline = performance.now() + 3000; !settled() && performance.now() < deadline;) {
      await frame();
      const now = snapshot();
      if (now === last && !animating()) still += 1;
      else [still, stillSince] = [0, performance.now()];
      last = now;
    }
  });
}
