import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { AlertTriangle, Lightbulb, Sparkles, Target, TrendingUp, X, type LucideIcon } from 'lucide-react';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { useQuestionCounts, withCounts } from '../../lib/question-counts.ts';
import { collectObstacles, type Box } from '../../lib/screen-obstacles.ts';
import { cn } from '../../lib/utils.ts';
import { readDismissedTips, rememberDismissedTip } from './dismissed-tips.ts';
import { placeBeside, TIP_GAP, type Placement, type Side } from './place-beside.ts';
import {
  filterTipsByAudience,
  filterTipsByLevel,
  TIP_AUTO_HIDE_MS,
  TIP_DEFAULT_DELAY_MS,
  TIPS,
  type Tip,
  type TipAudience,
  type TipContext,
  type TipIcon,
  type UserLevel,
} from './tips.ts';

const ICONS: Record<TipIcon, LucideIcon> = {
  lightbulb: Lightbulb,
  'trending-up': TrendingUp,
  'alert-triangle': AlertTriangle,
  sparkles: Sparkles,
  target: Target,
};

const CATEGORY_LABEL: Record<Tip['category'], string> = {
  tip: 'Tip',
  insight: 'Insight',
  warning: 'Heads up',
  feature: 'Feature',
  strategy: 'Strategy',
};

type Timers = { show?: number; hide?: number };

/**
 * What a tip must never cover besides every control and heading (lib/screen-obstacles.ts): whatever is marked
 * `data-tips-avoid` as a whole (Quick Actions, the continue-or-discard choice).
 */
export const TIPS_AVOID_SELECTOR = '[data-tips-avoid]';

/**
 * Shows the tips of a context for the user's level. Each becomes due after its delay; one shows at a time (a tip
 * that falls due while another is showing waits for it), and hides itself after 8 s, paused while the pointer or
 * focus is on it. Close or "Got it" dismisses a tip for the rest of the browser session and cancels its timers.
 * A tip written for free or for premium users shows only to them (`audience`; without it, only tips true for
 * both). Each tip points at what it explains (its `target`): beside it when a side is clear of every control and
 * heading, or else in the page's flow right under it, so it never covers a control or a heading.
 */
export function TipsOverlay({
  context,
  userLevel,
  audience,
  tips,
}: {
  context: TipContext;
  userLevel: UserLevel;
  audience?: TipAudience;
  tips?: Tip[];
}) {
  const source = tips ?? TIPS[context];
  const eligible = useMemo(
    () => filterTipsByAudience(filterTipsByLevel(source, userLevel), audience),
    [source, userLevel, audience],
  );
  // Timers run outside React's render cycle, so the queue lives in a ref; state only tells React what to show.
  const due = useRef<string[]>([]);
  const timers = useRef(new Map<string, Timers>());
  const [visibleId, setVisibleId] = useState<string | undefined>();

  const startHideTimer = useCallback((id: string) => {
    const entry = timers.current.get(id) ?? {};
    window.clearTimeout(entry.hide);
    entry.hide = window.setTimeout(() => finish(id), TIP_AUTO_HIDE_MS);
    timers.current.set(id, entry);
    // Stable on purpose: `finish` (declared below) only touches refs and the state setter.
  }, []);

  /** Takes a tip off the queue; when it was on screen, the next one due comes up with its own 8 s. */
  function finish(id: string) {
    const wasVisible = due.current[0] === id;
    due.current = due.current.filter((dueId) => dueId !== id);
    const next = due.current[0];
    if (wasVisible && next) startHideTimer(next);
    setVisibleId(next);
  }

  useEffect(() => {
    const dismissed = readDismissedTips();
    const scheduled = timers.current;
    for (const tip of eligible) {
      if (dismissed.has(tip.id)) continue;
      const show = window.setTimeout(() => {
        due.current = [...due.current, tip.id];
        if (due.current.length === 1) startHideTimer(tip.id);
        setVisibleId(due.current[0]);
      }, tip.delay ?? TIP_DEFAULT_DELAY_MS);
      scheduled.set(tip.id, { show });
    }
    return () => {
      for (const entry of scheduled.values()) {
        window.clearTimeout(entry.show);
        window.clearTimeout(entry.hide);
      }
      scheduled.clear();
      due.current = [];
      setVisibleId(undefined);
    };
  }, [eligible, startHideTimer]);

  const dismiss = (id: string) => {
    const entry = timers.current.get(id);
    window.clearTimeout(entry?.show);
    window.clearTimeout(entry?.hide);
    timers.current.delete(id);
    rememberDismissedTip(id);
    finish(id);
  };

  const pause = (id: string) => window.clearTimeout(timers.current.get(id)?.hide);
  const visible = eligible.find((tip) => tip.id === visibleId);

  return (
    <section
      aria-label="Tips"
      aria-live="polite"
      className="pointer-events-none fixed inset-0 z-20"
      data-context={context}
    >
      {visible ? (
        <TipCard
          key={visible.id}
          tip={visible}
          onDismiss={() => dismiss(visible.id)}
          onMissing={() => finish(visible.id)}
          onPause={() => pause(visible.id)}
          onResume={() => startHideTimer(visible.id)}
        />
      ) : null}
    </section>
  );
}

const boxOf = (element: Element): Box => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};

/** What else floats over the page: a tip sits clear of the chat button and of toasts too. */
const OTHER_FLOATING = '[data-chat-launcher]:not([data-out-of-the-way]), [data-sonner-toast]';

/** The element a tip explains: its `data-tip-target`, or the page's heading for a tip about the page as a whole. */
function findTarget(name: string | undefined): HTMLElement | null {
  return name
    ? document.querySelector<HTMLElement>(`[data-tip-target="${name}"]`)
    : document.querySelector<HTMLElement>('main h1');
}

/** Where along the top edge of a card in the flow its arrow points up at the target's middle, within the card. */
function arrowUnder(target: Element, host: Element): number {
  const targetBox = boxOf(target);
  const hostBox = boxOf(host);
  // The card is at most 28rem (448 px) wide, and as wide as its host when that is narrower.
  const cardWidth = Math.min(hostBox.width, 448);
  return Math.round(
    Math.max(16, Math.min(targetBox.left + targetBox.width / 2 - hostBox.left, cardWidth - 16)),
  );
}

/** Where the card is: beside its target (floating), in the page's flow under it, or not placed yet. */
type Where =
  { kind: 'beside'; placement: Placement } | { kind: 'in-flow'; host: HTMLElement; arrow: number } | null;

/**
 * Places the card beside its target (place-beside.ts) when a side is clear, and keeps it there as the page
 * scrolls, resizes or changes (hidden while the target is out of view or something fills that side). When no side
 * is clear at first, the card goes into the page's flow right under its target: it pushes the content down and
 * covers nothing.
 */
function useTipPlace(
  card: RefObject<HTMLDivElement | null>,
  targetName: string | undefined,
  onMissing: () => void,
) {
  const [where, setWhere] = useState<Where>(null);
  const [hidden, setHidden] = useState(false);
  const mode = useRef<'beside' | 'in-flow' | undefined>(undefined);
  useLayoutEffect(() => {
    let frame = 0;
    let host: HTMLElement | null = null;
    const place = () => {
      frame = 0;
      const element = card.current;
      const target = findTarget(targetName);
      if (!element) return;
      if (mode.current === 'in-flow') {
        // In the flow it moves with the page; only its arrow follows the target when the width changes (a card
        // placed at 1280 px kept its arrow 450 px in, past the edge of a 360 px screen).
        if (host && target) {
          const arrow = arrowUnder(target, host);
          const inFlowHost = host;
          setWhere((now) =>
            now?.kind === 'in-flow' && now.arrow === arrow
              ? now
              : { kind: 'in-flow', host: inFlowHost, arrow },
          );
        }
        return;
      }
      // What it explains is not on this screen (another tab of the workspace): the tip is not for now.
      if (!target) {
        if (!mode.current) onMissing();
        return;
      }
      const header = document.querySelector('header');
      const placement = placeBeside(
        boxOf(target),
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        header ? header.getBoundingClientRect().bottom : 0,
        [
          ...collectObstacles(element),
          ...[...document.querySelectorAll(`${TIPS_AVOID_SELECTOR}, ${OTHER_FLOATING}`)].map(boxOf),
        ],
      );
      if (placement) {
        mode.current = 'beside';
        setWhere({ kind: 'beside', placement });
        setHidden(false);
      } else if (mode.current === 'beside') {
        setHidden(true);
      } else {
        mode.current = 'in-flow';
        host = document.createElement('div');
        host.dataset.tipHost = '';
        // Whole width in a grid or a wrapping flex row: the card starts on a line of its own under the target.
        host.style.gridColumn = '1 / -1';
        host.style.flexBasis = '100%';
        host.style.width = '100%';
        // 8 px under the target, whatever gap its container puts between its rows.
        const container = target.parentElement ? getComputedStyle(target.parentElement) : null;
        const rowGap =
          container && /grid|flex/.test(container.display) ? Number.parseFloat(container.rowGap) || 0 : 0;
        host.style.marginTop = `${TIP_GAP - rowGap}px`;
        target.after(host);
        setWhere({ kind: 'in-flow', host, arrow: arrowUnder(target, host) });
      }
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      host?.remove();
      mode.current = undefined;
    };
  }, [card, targetName]);
  return { where, hidden };
}

/** The little triangle on the card's edge that points at the target. */
function Arrow({ side, at }: { side: Side; at: number }) {
  const edge: Record<Side, CSSProperties> = {
    // The card is right of its target: the arrow is on its left edge, and so on.
    right: { left: -6, top: at - 6, borderRightWidth: 0, borderTopWidth: 0 },
    left: { right: -6, top: at - 6, borderLeftWidth: 0, borderBottomWidth: 0 },
    below: { top: -6, left: at - 6, borderRightWidth: 0, borderBottomWidth: 0 },
    above: { bottom: -6, left: at - 6, borderLeftWidth: 0, borderTopWidth: 0 },
  };
  return (
    <span
      aria-hidden="true"
      data-tip-arrow={side}
      className="absolute size-3 rotate-45 border bg-popover"
      style={edge[side]}
    />
  );
}

function TipCard({
  tip,
  onDismiss,
  onPause,
  onResume,
  onMissing,
}: {
  tip: Tip;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
  /** What the tip explains is not on the screen: the next tip's turn. */
  onMissing: () => void;
}) {
  const Icon = ICONS[tip.icon];
  const counts = useQuestionCounts();
  const titleId = `tip-${tip.id}-title`;
  const cardRef = useRef<HTMLDivElement>(null);
  const { where, hidden } = useTipPlace(cardRef, tip.target, onMissing);
  const inFlow = where?.kind === 'in-flow';
  const shown = inFlow || (where?.kind === 'beside' && !hidden);
  // Measured at its natural size first (the classes); then placed, or kept out of sight while its side is taken.
  const style: CSSProperties =
    where?.kind === 'beside' && !hidden
      ? {
          left: where.placement.box.left,
          top: where.placement.box.top,
          width: where.placement.box.width,
          right: 'auto',
          bottom: 'auto',
        }
      : inFlow
        ? {}
        : { visibility: 'hidden' };
  // Its 8 s run while it is on screen: a tip under a target further down waits for the user to scroll to it.
  useEffect(() => {
    const element = cardRef.current;
    if (!element || !shown || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => (entry?.isIntersecting ? onResume() : onPause()), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The callbacks are new on every render of the overlay: what matters is where the card is.
  }, [shown, where]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onResume();
  };
  const body = (
    <div
      ref={cardRef}
      role="group"
      aria-labelledby={titleId}
      aria-hidden={shown ? undefined : true}
      style={style}
      data-tip-id={tip.id}
      data-tip-for={tip.target}
      data-tip-side={where?.kind === 'beside' ? where.placement.side : inFlow ? 'in-flow' : undefined}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onBlur}
      className={cn(
        'pointer-events-auto rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg',
        inFlow ? 'relative max-w-md' : 'absolute inset-x-3 bottom-3 sm:w-sm',
        tip.category === 'warning' && 'border-destructive/50',
      )}
    >
      {where?.kind === 'beside' ? <Arrow side={where.placement.side} at={where.placement.arrow} /> : null}
      {where?.kind === 'in-flow' ? <Arrow side="below" at={where.arrow} /> : null}
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <Badge variant="secondary" className="mb-1">
            {CATEGORY_LABEL[tip.category]}
          </Badge>
          <p id={titleId} className="font-semibold">
            {tip.title}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{withCounts(tip.content, counts)}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={onDismiss}>
            Got it
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8"
          onClick={onDismiss}
          aria-label={`Dismiss tip: ${tip.title}`}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
  return where?.kind === 'in-flow' ? createPortal(body, where.host) : body;
}
