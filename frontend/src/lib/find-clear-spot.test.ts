import { describe, expect, test } from 'vitest';
import { findClearSpot, type Box } from './find-clear-spot.ts';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const CARD = { width: 384, height: 160 };
const HEADER = 64;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('findClearSpot', () => {
  test('with nothing to avoid, a phone gets the tip full width at the bottom; a desktop where the tip asks', () => {
    expect(findClearSpot(CARD, 'bottom', PHONE, HEADER, [])).toEqual({
      left: 12,
      top: 740 - 12 - 160,
      width: 336,
      height: 160,
    });
    expect(findClearSpot(CARD, 'top', DESKTOP, HEADER, [])).toMatchObject({ left: 1280 - 24 - 384, top: 80 });
    expect(findClearSpot(CARD, 'left', DESKTOP, HEADER, [])).toMatchObject({ left: 24, top: 900 - 24 - 160 });
  });

  test('moves away from a primary action at its place, and never onto one', () => {
    const quickActions: Box = { left: 880, top: 600, width: 376, height: 280 };
    const spot = findClearSpot(CARD, 'bottom', DESKTOP, HEADER, [quickActions])!;
    expect(spot).not.toBeNull();
    expect(overlaps(spot, quickActions)).toBe(false);

    const begin: Box = { left: 16, top: 620, width: 328, height: 44 };
    const onPhone = findClearSpot(CARD, 'bottom', PHONE, HEADER, [begin])!;
    expect(onPhone.top).toBe(HEADER + 8);
    expect(overlaps(onPhone, begin)).toBe(false);
  });

  test('between the corners when both are taken: next to the controls, over none', () => {
    const top: Box = { left: 0, top: 70, width: 360, height: 200 };
    const bottom: Box = { left: 0, top: 540, width: 360, height: 200 };
    const spot = findClearSpot(CARD, 'bottom', PHONE, HEADER, [top, bottom])!;
    expect(spot).not.toBeNull();
    expect(overlaps(spot, top) || overlaps(spot, bottom)).toBe(false);
  });

  test('keeps the tip out of sight while every place would cover a control', () => {
    const controls: Box[] = [70, 230, 390, 550].map((y) => ({ left: 0, top: y, width: 360, height: 150 }));
    expect(findClearSpot(CARD, 'bottom', PHONE, HEADER, controls)).toBeNull();
  });

  test('ignores what is scrolled out of view or not laid out', () => {
    const above: Box = { left: 0, top: -400, width: 360, height: 100 };
    const hidden: Box = { left: 0, top: 600, width: 0, height: 0 };
    expect(findClearSpot(CARD, 'bottom', PHONE, HEADER, [above, hidden])).toMatchObject({ top: 568 });
  });
});
