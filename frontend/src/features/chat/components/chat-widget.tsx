import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useCurrentUser } from '../../auth/api.ts';
import {
  clearChatSession,
  keepsChatSession,
  OPEN_CHAT_EVENT,
  readChatOpen,
  readChatSession,
  storeChatOpen,
} from '../storage.ts';

// The window (and zod, the contracts, the API calls) loads only when the visitor opens the chat: the landing
// page's first load carries just this button.
const ChatWindow = lazy(() => import('./chat-window.tsx'));

export type ChatPosition = 'bottom-right' | 'bottom-left' | 'center';

export type ChatWidgetProps = {
  /** Where the window opens (the spec's default: bottom-right). */
  position?: ChatPosition;
  /** Show the assistant's welcome message first (default on). */
  welcome?: boolean;
  /** Overrides the welcome message's text. */
  initialMessage?: string;
};

/** What the floating button must never cover (as the tips): a page's primary actions and its quick actions. */
const AVOID_SELECTOR =
  'main button.bg-primary, main a.bg-primary, [data-tips-avoid] button, [data-tips-avoid] a';
const BUTTON = 56;
const MARGIN = 16;
const GAP = 8;

export type Spot = { side: 'left' | 'right'; bottom: number };

type Box = { left: number; top: number; right: number; bottom: number; width: number };

/**
 * Where the minimised button covers none of `obstacles` (viewport boxes): the preferred bottom corner, the other
 * one, then higher up either edge. Null when every place covers something (the button then stays in its corner).
 */
export function clearSpot(
  preferred: 'left' | 'right',
  viewport: { width: number; height: number },
  obstacles: readonly Box[],
): Spot | null {
  const sides: ('left' | 'right')[] = preferred === 'right' ? ['right', 'left'] : ['left', 'right'];
  const covers = (side: 'left' | 'right', bottom: number) => {
    const left = side === 'right' ? viewport.width - MARGIN - BUTTON : MARGIN;
    const top = viewport.height - bottom - BUTTON;
    return obstacles.some(
      (box) =>
        box.width > 0 &&
        box.left < left + BUTTON + GAP &&
        left < box.right + GAP &&
        box.top < top + BUTTON + GAP &&
        top < box.bottom + GAP,
    );
  };
  for (let bottom = MARGIN; bottom + BUTTON < viewport.height * 0.6; bottom += BUTTON / 2)
    for (const side of sides) if (!covers(side, bottom)) return { side, bottom };
  return null;
}

function placeButton(preferred: 'left' | 'right'): Spot {
  const boxes = [...document.querySelectorAll(AVOID_SELECTOR)].map((el) => el.getBoundingClientRect());
  return (
    clearSpot(preferred, { width: window.innerWidth, height: window.innerHeight }, boxes) ?? {
      side: preferred,
      bottom: MARGIN,
    }
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
  const [spot, setSpot] = useState<Spot>({
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

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, [show]);

  const hide = useCallback((how: 'minimise' | 'close') => {
    setOpen(false);
    storeChatOpen(false);
    if (how === 'close') setMounted(false);
    // Focus goes back to the button that opened the window.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  // The minimised button moves to a corner clear of the page's primary actions (phones especially).
  useLayoutEffect(() => {
    if (open) return;
    const preferred = position === 'bottom-left' ? 'left' : 'right';
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setSpot((old) => {
          const next = placeButton(preferred);
          return next.side === old.side && next.bottom === old.bottom ? old : next;
        }),
      );
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      observer.disconnect();
    };
  }, [open, position]);

  return (
    <div className="chat-widget">
      {!open && (
        <button
          ref={buttonRef}
          type="button"
          onClick={show}
          aria-label="Open support chat"
          aria-expanded={false}
          data-chat-launcher=""
          style={{ bottom: spot.bottom, [spot.side]: MARGIN }}
          className="fixed z-40 flex size-14 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-lg transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
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
