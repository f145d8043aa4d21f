import type { Box } from './screen-obstacles.ts';

export type { Box };

/** Which corner a floating box would rather rest in. */
export type Preferred = 'top' | 'bottom' | 'left' | 'right';

/** How far apart the places tried between the top and the bottom are. */
const STEP = 24;

/** Below this width, sonner's toasts (and so the spots found) take the screen's whole width. */
export const PHONE_MAX_WIDTH = 601;
const GAP = 8;

/** Whether `spot` keeps its distance from every one of `obstacles`. */
export const isClear = (spot: Box, obstacles: readonly Box[]) =>
  !obstacles.some((box) => overlaps(spot, box));

function overlaps(a: Box, b: Box) {
  return (
    a.left < b.left + b.width + GAP &&
    b.left < a.left + a.width + GAP &&
    a.top < b.top + b.height + GAP &&
    b.top < a.top + a.height + GAP
  );
}

/**
 * Where a floating box (the toasts) of `size` can sit in the viewport without covering any of `obstacles` (boxes in viewport
 * coordinates) or the sticky header above `headerBottom`: the tip's own position first, then the other corners
 * (on phones, full width at the bottom or the top), then anywhere along either edge between them. Null when every
 * place covers something.
 */
export function findClearSpot(
  size: { width: number; height: number },
  preferred: Preferred,
  viewport: { width: number; height: number },
  headerBottom: number,
  obstacles: readonly Box[],
): Box | null {
  const isPhone = viewport.width < PHONE_MAX_WIDTH;
  const margin = isPhone ? 12 : 24;
  const width = isPhone ? viewport.width - 2 * margin : size.width;
  const bottom = viewport.height - margin - size.height;
  const top = Math.max(headerBottom, 0) + (isPhone ? GAP : 2 * GAP);
  const right = viewport.width - margin - width;
  const left = margin;

  const wantsTop = preferred === 'top';
  const ys = wantsTop ? [top, bottom] : [bottom, top];
  const xs = isPhone ? [left] : preferred === 'left' ? [left, right] : [right, left];
  for (let y = bottom - STEP; y > top; y -= STEP) ys.push(y);
  const candidates = ys.flatMap((y) => xs.map((x) => ({ left: x, top: y, width, height: size.height })));
  const visible = obstacles.filter(
    (box) =>
      box.width > 0 &&
      box.height > 0 &&
      box.top < viewport.height &&
      box.top + box.height > 0 &&
      box.left < viewport.width &&
      box.left + box.width > 0,
  );
  return (
    candidates.find(
      (spot) =>
        spot.top >= top - GAP &&
        spot.top + spot.height <= viewport.height &&
        !visible.some((box) => overlaps(spot, box)),
    ) ?? null
  );
}
