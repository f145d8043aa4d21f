/** A box in viewport coordinates. */
export type Box = { left: number; top: number; width: number; height: number };

/** What a user can operate: what floats over the page (chat button, tips) must never sit on one. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  // A tab panel is focusable as a whole for the keyboard; its own controls are what must stay clear.
  '[tabindex]:not([tabindex="-1"]):not([role="tabpanel"])',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[contenteditable="true"]',
].join(', ');

/** What tells the user where they are: never covered either. */
export const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

const inView = (box: Box, viewport: { width: number; height: number }) =>
  box.width > 1 &&
  box.height > 1 &&
  box.top < viewport.height &&
  box.top + box.height > 0 &&
  box.left < viewport.width &&
  box.left + box.width > 0;

const boxOf = (rect: DOMRect): Box => ({
  left: rect.left,
  top: rect.top,
  width: rect.width,
  height: rect.height,
});

const intersect = (a: Box, b: Box): Box => {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(0, Math.min(a.left + a.width, b.left + b.width) - left),
    height: Math.max(0, Math.min(a.top + a.height, b.top + b.height) - top),
  };
};

/** Nothing cut (finite: -Infinity + Infinity would be NaN). */
const NO_CLIP: Box = { left: -1e9, top: -1e9, width: 2e9, height: 2e9 };

/**
 * The part of the viewport where an element's content can show: its scrolling or clipping ancestors cut it (the
 * rows of a scrolled list below the list's end are not on screen). Cached per element for one measurement.
 */
function clipOf(element: Element | null, cache: Map<Element, Box>): Box {
  if (!element || element === document.body || element === document.documentElement) return NO_CLIP;
  const cached = cache.get(element);
  if (cached) return cached;
  const parentClip = clipOf(element.parentElement, cache);
  const style = getComputedStyle(element);
  const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
  const clip = clips ? intersect(parentClip, boxOf(element.getBoundingClientRect())) : parentClip;
  cache.set(element, clip);
  return clip;
}

/**
 * The boxes, in view, of every control and heading on the page and (with `text`) of every line of its text,
 * leaving out what is inside `exclude` (the floating element itself). Text is measured line by line (a Range's
 * client rects), so the blank end of a short line is free; only what reaches into `zone` is measured, for speed.
 */
export function collectObstacles(
  exclude: Element | null,
  { zone, text = false }: { zone?: Box; text?: boolean } = {},
): Box[] {
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const outside = (element: Element) => !exclude || !exclude.contains(element);
  const touchesZone = (box: Box) =>
    !zone ||
    (box.left < zone.left + zone.width &&
      zone.left < box.left + box.width &&
      box.top < zone.top + zone.height &&
      zone.top < box.top + box.height);

  const clips = new Map<Element, Box>();
  const shownPart = (element: Element, box: Box) => intersect(box, clipOf(element.parentElement, clips));
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(`${FOCUSABLE_SELECTOR}, ${HEADING_SELECTOR}`)) {
    if (!outside(element)) continue;
    const box = boxOf(element.getBoundingClientRect());
    if (!inView(box, viewport) || !touchesZone(box)) continue;
    const shown = shownPart(element, box);
    if (inView(shown, viewport)) boxes.push(shown);
  }

  if (!text) return boxes;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const measured = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !outside(parent)) continue;
    let reaches = measured.get(parent);
    if (reaches === undefined) {
      const box = boxOf(parent.getBoundingClientRect());
      reaches = inView(box, viewport) && touchesZone(box);
      measured.set(parent, reaches);
    }
    if (!reaches) continue;
    range.selectNodeContents(node);
    const clip = clipOf(parent, clips);
    for (const rect of range.getClientRects()) {
      const box = intersect(boxOf(rect), clip);
      if (inView(box, viewport)) boxes.push(box);
    }
  }
  return boxes;
}

/**
 * Whether a mutation is one of the floating things matching `selector` (or something inside it) moving, showing or
 * hiding: a change of its attributes, such as its inline style. For observers that must place again when another
 * floating thing moves, without placing again for every style change elsewhere on the page.
 */
export function movedFloating(record: MutationRecord, selector: string): boolean {
  return (
    record.type === 'attributes' &&
    record.target instanceof Element &&
    record.target.closest(selector) !== null
  );
}
