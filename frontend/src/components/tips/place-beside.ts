import type { Box } from '../../lib/screen-obstacles.ts';

/** Which side of its target a tip sits on; its arrow points the other way, at the target. */
export type Side = 'right' | 'left' | 'below' | 'above';

export type Placement = {
  box: Box;
  side: Side;
  /** Where along the tip's edge the arrow points at the target. */ arrow: number;
};

/** The space between a tip and its target, and between a tip and the viewport's edges. */
export const TIP_GAP = 8;
const EDGE = 12;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Where a tip card of `size` sits beside its `target` (boxes in viewport coordinates): right of it, left of it,
 * below it, then above it, each aligned with the target's start, centre or end, the first place that fits in the
 * viewport below the sticky header (`headerBottom`) and covers none of `obstacles` (controls, headings, other
 * floating things). Null when no side is clear: the tip then goes in the page's flow under its target instead.
 */
export function placeBeside(
  target: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  headerBottom: number,
  obstacles: readonly Box[],
): Placement | null {
  const width = Math.min(size.width, viewport.width - 2 * EDGE);
  const { height } = size;
  // Not laid out (or no room at all): nowhere to float.
  if (width <= 0 || height <= 0) return null;
  const targetRight = target.left + target.width;
  const targetBottom = target.top + target.height;
  const across = (start: number, length: number, extent: number) => [
    start,
    start + (length - extent) / 2,
    start + length - extent,
  ];
  const candidates: { left: number; top: number; side: Side }[] = [
    ...across(target.top, target.height, height).map((top) => ({
      left: targetRight + TIP_GAP,
      top,
      side: 'right' as const,
    })),
    ...across(target.top, target.height, height).map((top) => ({
      left: target.left - TIP_GAP - width,
      top,
      side: 'left' as const,
    })),
    ...across(target.left, target.width, width).map((left) => ({
      left,
      top: targetBottom + TIP_GAP,
      side: 'below' as const,
    })),
    ...across(target.left, target.width, width).map((left) => ({
      left,
      top: target.top - TIP_GAP - height,
      side: 'above' as const,
    })),
  ];
  const top = Math.max(headerBottom, 0) + TIP_GAP;
  for (const candidate of candidates) {
    const box = { left: candidate.left, top: candidate.top, width, height };
    const fits =
      box.left >= EDGE &&
      box.left + width <= viewport.width - EDGE &&
      box.top >= top &&
      box.top + height <= viewport.height - EDGE;
    if (!fits || obstacles.some((obstacle) => overlaps(box, obstacle))) continue;
    const vertical = candidate.side === 'right' || candidate.side === 'left';
    // The arrow sits at the middle of the part of the target the tip's edge faces.
    const arrow = vertical
      ? clamp(
          (Math.max(box.top, target.top) + Math.min(box.top + height, targetBottom)) / 2 - box.top,
          16,
          height - 16,
        )
      : clamp(
          (Math.max(box.left, target.left) + Math.min(box.left + width, targetRight)) / 2 - box.left,
          16,
          width - 16,
        );
    return { box, side: candidate.side, arrow };
  }
  return null;
}
