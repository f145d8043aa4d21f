import { describe, expect, test } from 'vitest';
import type { Box } from '../../lib/screen-obstacles.ts';
import { placeBeside, TIP_GAP } from './place-beside.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const CARD = { width: 384, height: 160 };
const HEADER = 64;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('placeBeside', () => {
  test('right of its target when there is room, level with it and pointing at it', () => {
    const target: Box = { left: 100, top: 300, width: 400, height: 200 };
    expect(placeBeside(target, CARD, DESKTOP, HEADER, [])).toEqual({
      side: 'right',
      box: { left: 500 + TIP_GAP, top: 300, width: 384, height: 160 },
      arrow: 80,
    });
  });

  test('left, then below, then above when the sides before are taken or off screen', () => {
    const target: Box = { left: 700, top: 300, width: 400, height: 100 };
    const rightColumn: Box = { left: 1110, top: 0, width: 170, height: 900 };
    expect(placeBeside(target, CARD, DESKTOP, HEADER, [rightColumn])?.side).toBe('left');

    const wide: Box = { left: 24, top: 200, width: 1232, height: 120 };
    const below = placeBeside(wide, CARD, DESKTOP, HEADER, [])!;
    expect(below.side).toBe('below');
    expect(below.box.top).toBe(320 + TIP_GAP);

    const nearTheBottom: Box = { left: 24, top: 700, width: 1232, height: 120 };
    const above = placeBeside(nearTheBottom, CARD, DESKTOP, HEADER, [])!;
    expect(above.side).toBe('above');
    expect(above.box.top + above.box.height).toBe(700 - TIP_GAP);
  });

  test('slides along the side to miss a control, and never covers one', () => {
    const target: Box = { left: 16, top: 300, width: 328, height: 100 };
    const select: Box = { left: 16, top: 420, width: 150, height: 40 };
    const spot = placeBeside(target, CARD, PHONE, HEADER, [select]);
    // A phone: full width below would cover the select whatever the alignment; above is clear of the header.
    expect(spot?.side).toBe('above');
    expect(overlaps(spot!.box, select)).toBe(false);
    expect(spot!.box.width).toBe(360 - 24);
  });

  test('null when every side covers something: the tip then goes in the page’s flow', () => {
    const target: Box = { left: 16, top: 300, width: 328, height: 100 };
    const controls: Box[] = [
      { left: 0, top: 100, width: 360, height: 180 },
      { left: 0, top: 420, width: 360, height: 180 },
    ];
    expect(placeBeside(target, CARD, PHONE, HEADER, controls)).toBeNull();
    // Above would run under the sticky header.
    const select: Box = { left: 16, top: 240, width: 150, height: 40 };
    expect(placeBeside({ ...target, top: 100 }, CARD, PHONE, HEADER, [select])).toBeNull();
  });
});
