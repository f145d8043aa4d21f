import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { collectObstacles, movedFloating } from '../../../lib/screen-obstacles.ts';
import {
  clearChatSession,
  keepsChatSession,
  OPEN_CHAT_EVENT,
  readChatOpen,
  readChatSession,
  storeChatOpen,
} from '../storage.ts';
import type { ChatPosition } from './chat-position.ts';

// The window (and zod, the contracts, the API calls) loads only when the visitor opens the chat: the landing
// page's first load carries just this button.
const ChatWindow = lazy(() => import('./chat-window.tsx'));

export type ChatWidgetProps = {
  /** Where the window opens (the spec's default: bottom-right). */
  position?: ChatPosition;
  /** Show the assistant's welcome message first (default on). */
  welcome?: boolean;
  /** Overrides the welcome message's text. */
  initialMessage?: string;
};

/** The query parameter of the support-reply email's link. */
const SUPPORT_PARAM = 'support';

const BUTTON = 56;
const MARGIN = 16;
const GAP = 8;

export type Spot = { side: 'left' | 'right'; bottom: number };

type Obstacle = { left: number; top: number; right: number; bottom: number; width: number };

/**
 * Where the minimised button covers none of `obstacles` (viewport boxes): the preferred bottom corner, the other
 * one, then higher up either edge, never above `top` (the sticky header's bottom). Null when every place covers
 * something.
 */
export function clearSpot(
  preferred: 'left' | 'right',
  viewport: { width: number; height: number },
  obstacles: readonly Obstacle[],
  top = 0,
): Spot | null {
  const sides: ('left' | 'right')[] = preferred === 'right' ? ['right', 'left'] : ['left', 'right'];
  const covers = (side: 'left' | 'right', bottom: number) => {
    const left = side === 'right' ? viewport.width - MARGIN - BUTTON : MARGIN;
    const buttonTop = viewport.height - bottom - BUTTON;
    return obstacles.some(
      (box) =>
        box.width > 0 &&
        box.left < left + BUTTON + GAP &&
        left < box.right + GAP &&
        box.top < buttonTop + BUTTON + GAP &&
        buttonTop < box.bottom + GAP,
    );
  };
  for (let bottom = MARGIN; viewport.height - bottom - BUTTON >= top + MARGIN; bottom += BUTTON / 4)
    for (const side of sides) if (!covers(side, bottom)) return { side, bottom };
  return null;
}

/** The other floating things, whose moving (their style) makes the button look for its place again. */
const TOASTS_AND_TIPS = '[data-sonner-toaster], [data-tip-id]';

/**
 * Where the button rests now: clear of every control, heading and line of text in view (lib/screen-obstacles.ts)
 * and of a tip or a toast, or null when nothing along either edge is clear; the page's bottom padding (the layouts' `pb-24`) always frees
 * its corner at the end of a page.
 */
function placeButton(preferred: 'left' | 'right', widget: Element | null): Spot | null {
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const header = document.querySelector('header');
  const top =
    header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
  const column = MARGIN + BUTTON + GAP;
  const boxes = [
    ...collectObstacles(widget, {
      zone: { left: 0, top, width: column, height: viewport.height - top },
      text: true,
    }),
    ...collectObstacles(widget, {
      zone: { left: viewport.width - column, top, width: column, height: viewport.height - top },
      text: true,
    }),
    // The other floating things as a whole: a tip's card or a toast, blank corners included.
    ...[...document.querySelectorAll('[data-tip-id], [data-sonner-toast]')].map((element) => {
      const { left, top: boxTop, width, height } = element.getBoundingClientRect();
      return { left, top: boxTop, width, height };
    }),
  ];
  return clearSpot(
    preferred,
    viewport,
    boxes.map((box) => ({ ...box, right: box.left + box.width, bottom: box.top + box.height })),
    Math.max(top, 0),
  );
}

/**
 * The support chat on every page (spec: chat widget): a floating button that opens the chat window. Mounted once
 * in the app's root, so it survives navigation; the conversation survives a reload (storage.ts).
 */
export function ChatWidget({ position = 'bottom-right', welcome = true, initialMessage }: ChatWidgetProps) {
  const [open, setOpen] = useState(readChatOpen);
  // Minimised keeps the window (and its state) mounted but hidden; closed unmounts it.
  const [mounted, setMounted] = useState(open);
  const [resetKey, setResetKey] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  // Null: nothing along either edge is clear; the button then waits out of the way (see its classes).
  const [spot, setSpot] = useState<Spot | null>({
    side: position === 'bottom-left' ? 'left' : 'right',
    bottom: MARGIN,
  });
  const [resting, setResting] = useState<Spot>({
    side: position === 'bottom-left' ? 'left' : 'right',
    bottom: MARGIN,
  });
  const { data: user, isPending } = useCurrentUser();
  const userId = isPending ? undefined : (user?.id ?? null);

  // Signing out (or another user signing in) clears the signed-in user's conversation from this browser.
  useEffect(() => {
    if (userId === undefined) return;
    if (!keepsChatSession(readChatSession(), userId)) {
      clearChatSession();
      setOpen(false);
      setMounted(false);
      setResetKey((key) => key + 1);
    }
  }, [userId]);

  const show = useCallback(() => {
    setOpen(true);
    setMounted(true);
    storeChatOpen(true);
  }, []);

  // The support-reply email links to `?support=<id>`: its owner gets the chat open on that conversation (the page
  // guard sends a visitor to sign in first, and back); anyone else gets nothing. The address then drops the id.
  const location = useLocation();
  const navigate = useNavigate();
  const linkedId = new URLSearchParams(location.search).get(SUPPORT_PARAM);
  useEffect(() => {
    if (!linkedId || userId === undefined) return;
    // A signed-out visitor's link (the answer emailed to the address they left) opens the conversation this browser
    // keeps, when it is that one. Any other link waits for a sign-in (a user's link, on a page that asks for one).
    if (userId === null && readChatSession()?.sessionId !== linkedId) return;
    let cancelled = false;
    const opening =
      userId === null
        ? Promise.resolve(true)
        : import('../open-linked-conversation.ts').then(({ adoptLinkedConversation }) =>
            adoptLinkedConversation(linkedId, userId),
          );
    void opening.then((adopted) => {
      if (cancelled) return;
      const params = new URLSearchParams(window.location.search);
      params.delete(SUPPORT_PARAM);
      const search = params.toString();
      void navigate(
        {
          pathname: window.location.pathname,
          search: search ? `?${search}` : '',
          hash: window.location.hash,
        },
        { replace: true },
      );
      if (!adopted) return;
      // A window already open on another conversation starts again on this one.
      setResetKey((key) => key + 1);
      show();
    });
    return () => {
      cancelled = true;
    };
  }, [linkedId, userId, navigate, show]);

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    // Asked to open (openChatWidget) after this widget first rendered but before it listened: the request was kept.
    if (readChatOpen()) show();
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, [show]);

  const hide = useCallback((how: 'minimise' | 'close') => {
    setOpen(false);
    storeChatOpen(false);
    if (how === 'close') setMounted(false);
    // Focus goes back to the button that opened the window.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  // The minimised button moves to a place clear of the page's controls and text, re-checked as the page changes.
  useLayoutEffect(() => {
    if (open) return;
    const preferred = position === 'bottom-left' ? 'left' : 'right';
    let frame = 0;
    const placeNow = () => {
      const next = placeButton(preferred, widgetRef.current);
      setSpot((old) => (old && next && next.side === old.side && next.bottom === old.bottom ? old : next));
      if (next) setResting((old) => (next.side === old.side && next.bottom === old.bottom ? old : next));
    };
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(placeNow);
    };
    // Placed before its first paint (a layout effect's update is rendered before the browser paints): the button
    // shows where it rests, instead of in the corner for a frame and then jumping up (a layout shift Lighthouse
    // counted on /auth, whose form's button holds the corner on a phone).
    placeNow();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    // The page changing, and a toast or a tip moving (their place is their style).
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.type === 'childList' || movedFloating(record, TOASTS_AND_TIPS)))
        place();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    // The page moving without a change of its own (the header growing to make room for toasts).
    const resized = new ResizeObserver(place);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      observer.disconnect();
      resized.disconnect();
    };
  }, [open, position]);

  return (
    <div className="chat-widget" ref={widgetRef}>
      {!open && (
        <button
          ref={buttonRef}
          type="button"
          onClick={show}
          aria-label="Open support chat"
          aria-expanded={false}
          data-chat-launcher=""
          data-out-of-the-way={spot ? undefined : ''}
          style={{ bottom: resting.bottom, [resting.side]: MARGIN }}
          className={cn(
            'fixed z-40 flex size-14 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-lg transition-[opacity,background-color] hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            // Out of the way while it would cover something (scrolling on frees a place, the page's end always
            // does); a keyboard user who tabs to it still sees it.
            !spot &&
              'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100',
          )}
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ChatWindow
            key={resetKey}
            hidden={!open}
            position={position}
            welcome={welcome}
            initialMessage={initialMessage}
            userId={userId}
            onMinimise={() => hide('minimise')}
            onClose={() => hide('close')}
          />
        </Suspense>
      )}
    </div>
  );
}
