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
import { AlertTriangle, Lightbulb, Sparkles, Target, TrendingUp, X, type LucideIcon } from 'lucide-react';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { collectObstacles } from '../../lib/screen-obstacles.ts';
import { useQuestionCounts, withCounts } from '../../lib/question-counts.ts';
import { cn } from '../../lib/utils.ts';
import { readDismissedTips, rememberDismissedTip } from './dismissed-tips.ts';
import { findClearSpot, TIPS_AVOID_SELECTOR, type Box } from './find-clear-spot.ts';
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
 * Shows the tips of a context for the user's level. Each becomes due after its delay; one shows at a time (a tip
 * that falls due while another is showing waits for it), and hides itself after 8 s, paused while the pointer or
 * focus is on it. Close or "Got it" dismisses a tip for the rest of the browser session and cancels its timers.
 * A tip written for free or for premium users shows only to them (`audience`; without it, only tips true for
 * both), and it never covers a control or a heading (find-clear-spot.ts): it sits beside them, or waits.
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

/**
 * Where the card may sit now (find-clear-spot.ts), kept up to date as the page scrolls, resizes or changes; null
 * while every place would cover a primary action.
 */
function useClearSpot(card: RefObject<HTMLDivElement | null>, preferred: Tip['position']) {
  const [spot, setSpot] = useState<Box | null>(null);
  useLayoutEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = card.current;
      if (!element) return;
      const header = document.querySelector('header');
      setSpot(
        findClearSpot(
          { width: element.offsetWidth, height: element.offsetHeight },
          preferred,
          { width: document.documentElement.clientWidth, height: window.innerHeight },
          header ? header.getBoundingClientRect().bottom : 0,
          [...collectObstacles(element), ...[...document.querySelectorAll(TIPS_AVOID_SELECTOR)].map(boxOf)],
        ),
      );
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
    };
  }, [card, preferred]);
  return spot;
}

function TipCard({
  tip,
  onDismiss,
  onPause,
  onResume,
}: {
  tip: Tip;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}) {
  const Icon = ICONS[tip.icon];
  const counts = useQuestionCounts();
  const titleId = `tip-${tip.id}-title`;
  const cardRef = useRef<HTMLDivElement>(null);
  const spot = useClearSpot(cardRef, tip.position);
  // Measured at its natural size first (the classes); then placed, or kept out of sight while nothing is clear.
  const style: CSSProperties = spot
    ? { left: spot.left, top: spot.top, width: spot.width, right: 'auto', bottom: 'auto' }
    : { visibility: 'hidden' };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onResume();
  };
  return (
    <div
      ref={cardRef}
      role="group"
      aria-labelledby={titleId}
      aria-hidden={spot ? undefined : true}
      style={style}
      data-tip-id={tip.id}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onBlur}
      className={cn(
        'pointer-events-auto absolute inset-x-3 bottom-3 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg sm:w-sm',
        tip.category === 'warning' && 'border-destructive/50',
      )}
    >
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
}
