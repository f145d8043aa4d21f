import { useLayoutEffect, useState } from 'react';
import * as sonner from 'sonner';
import { findClearSpot, isClear, PHONE_MAX_WIDTH, type Box } from '../../lib/find-clear-spot.ts';
import { collectObstacles, movedFloating } from '../../lib/screen-obstacles.ts';
import { HEADER_HEIGHT_VAR } from '../layout/use-header-height.ts';
import { sonnerLoaded } from '../../lib/toast.ts';
import { useTheme } from '../theme/theme-provider.tsx';

// Sonner's module, known to lib/toast.ts from the moment the Toaster loads.
sonnerLoaded(sonner);
const { Toaster, useSonner } = sonner;

/** Sonner's toast width on a desktop, its gap between stacked toasts, and our margins (as find-clear-spot's). */
const DESKTOP_WIDTH = 356;
const STACK_GAP = 14;
const VISIBLE_TOASTS = 3;
const DESKTOP_MARGIN = 24;
const PHONE_MARGIN = 12;
/** A toast's height before it is drawn (a title and a line of description). */
const ESTIMATED_HEIGHT = 72;

/** What else floats: the toasts keep clear of the chat button and of a tip. */
const OTHER_FLOATING = '[data-chat-launcher]:not([data-out-of-the-way]), [data-tip-id]';

/** The attributes by which another floating thing (OTHER_FLOATING's) moves, shows or hides. */
const FLOATING_MOVES = { attributes: true, attributeFilter: ['style', 'data-out-of-the-way'] };
const FLOATING = '[data-chat-launcher], [data-tip-id]';

/** Floating where nothing is covered, or docked in the header, which grows to make room (index.css). */
type Place = { docked: boolean; side: 'left' | 'right'; top: number };

/** The CSS variable the header's padding below its content reads while the toasts are docked in it. */
const DOCK_VAR = '--toast-dock';
const DOCK_PADDING = 8;

const boxOf = (element: Element): Box => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};

/**
 * Where the toasts rest: below the sticky header on the right (full width on a phone), unless that band covers a
 * control or a heading in view (the page's title right under the header); then the first clear place down the
 * right or the left edge (lib/find-clear-spot.ts), re-checked as the page scrolls, resizes or changes and kept
 * while it stays clear. When no place is clear, the header makes room: it grows by the toasts' height and they
 * sit in it, so the page moves down instead of being covered, until the last toast goes.
 */
function useToastPlace(count: number): Place | null {
  const [place, setPlace] = useState<Place | null>(null);
  useLayoutEffect(() => {
    if (count === 0) {
      setPlace(null);
      return;
    }
    const root = document.documentElement;
    let frame = 0;
    let current: Box | null = null;
    let dock = 0;
    const measure = () => {
      frame = 0;
      const viewport = { width: root.clientWidth, height: window.innerHeight };
      const isPhone = viewport.width < PHONE_MAX_WIDTH;
      const margin = isPhone ? PHONE_MARGIN : DESKTOP_MARGIN;
      const front = document.querySelector<HTMLElement>('[data-sonner-toast][data-front="true"]');
      const size = {
        width: isPhone ? viewport.width - 2 * margin : DESKTOP_WIDTH,
        height: (front?.offsetHeight || ESTIMATED_HEIGHT) + (Math.min(count, VISIBLE_TOASTS) - 1) * STACK_GAP,
      };
      const header = document.querySelector('[data-toast-dock]');
      // The header's own bottom, without the room made for the toasts.
      const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom - dock) : 0;
      if (dock) {
        const wanted = size.height + 2 * DOCK_PADDING;
        if (wanted !== dock) {
          dock = wanted;
          root.style.setProperty(DOCK_VAR, `${dock}px`);
        }
        const top = headerBottom + DOCK_PADDING;
        setPlace((old) => (old?.docked && old.top === top ? old : { docked: true, side: 'right', top }));
        return;
      }
      const obstacles = [
        ...collectObstacles(document.querySelector('[data-sonner-toaster]')),
        ...[...document.querySelectorAll(OTHER_FLOATING)].map(boxOf),
      ];
      if (
        current &&
        current.height === size.height &&
        current.top > headerBottom &&
        isClear(current, obstacles)
      )
        return;
      const spot = findClearSpot(size, 'top', viewport, headerBottom, obstacles);
      if (!spot) {
        dock = size.height + 2 * DOCK_PADDING;
        // The page moves down as the header grows: the browser would otherwise scroll along to keep it in place,
        // and hide what was in view under the header.
        root.style.overflowAnchor = 'none';
        root.style.setProperty(DOCK_VAR, `${dock}px`);
        const top = headerBottom + DOCK_PADDING;
        setPlace({ docked: true, side: 'right', top });
        return;
      }
      current = spot;
      const side = spot.left + spot.width / 2 < viewport.width / 2 ? 'left' : 'right';
      setPlace((old) =>
        !old?.docked && old?.side === side && old.top === spot.top
          ? old
          : { docked: false, side, top: spot.top },
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    // Once more when the toast is drawn and its height is known.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    // The page changing under the toasts without changing size (data arriving, a tip showing), and the other
    // floating things moving or coming back (the chat button's place is its style, its hiding an attribute).
    const changes = new MutationObserver((records) => {
      if (records.some((record) => record.type === 'childList' || movedFloating(record, FLOATING)))
        schedule();
    });
    changes.observe(document.body, { childList: true, subtree: true, ...FLOATING_MOVES });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      changes.disconnect();
      root.style.removeProperty(DOCK_VAR);
      root.style.removeProperty('overflow-anchor');
    };
  }, [count]);
  return place;
}

/** The app's toasts, in the theme, placed clear of the header, the page's controls and headings. */
export function PlacedToaster() {
  const { theme } = useTheme();
  const { toasts } = useSonner();
  const place = useToastPlace(toasts.length);
  const top = place ? place.top : `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 12px)`;
  const side = place?.side ?? 'right';
  return (
    <Toaster
      theme={theme}
      position={side === 'left' ? 'top-left' : 'top-right'}
      offset={{ top, [side]: DESKTOP_MARGIN }}
      mobileOffset={{ top, left: PHONE_MARGIN, right: PHONE_MARGIN }}
      visibleToasts={VISIBLE_TOASTS}
      richColors
      closeButton
    />
  );
}
