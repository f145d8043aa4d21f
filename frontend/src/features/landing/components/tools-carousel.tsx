import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Clock, Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import type { AiTool } from './ai-tools.ts';

/** Spec section 9: three cards at once, advancing every 4000 ms. */
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_INTERVAL_MS = 4000;

export const AUTO_PLAY_ON_TEXT = 'Auto-playing (click to pause)';
export const AUTO_PLAY_OFF_TEXT = 'Click to resume auto-play';

/**
 * Shows `CAROUSEL_VISIBLE` tools starting at the current position; auto-play advances one card and wraps back
 * to the start after the last full page. Previous, next or a dot stop auto-play; the toggle link resumes it.
 */
export function ToolsCarousel({
  tools,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: {
  tools: AiTool[];
  intervalMs?: number;
}) {
  const positions = Math.max(1, tools.length - CAROUSEL_VISIBLE + 1);
  const [start, setStart] = useState(0);
  const [isAutoPlaying, setIsAutoPlaying] = useState(true);

  useEffect(() => {
    if (!isAutoPlaying || positions <= 1) return;
    const timer = window.setInterval(() => setStart((current) => (current + 1) % positions), intervalMs);
    return () => window.clearInterval(timer);
  }, [isAutoPlaying, positions, intervalMs]);

  const goTo = (position: number) => {
    setIsAutoPlaying(false);
    setStart(((position % positions) + positions) % positions);
  };

  const visible = tools.slice(start, start + CAROUSEL_VISIBLE);

  return (
    <div role="group" aria-roledescription="carousel" aria-label="Recommended AI tools">
      <div className="mb-4 flex items-center justify-between gap-2">
        <button
          type="button"
          className="rounded-sm text-sm text-primary underline-offset-4 hover:underline"
          onClick={() => setIsAutoPlaying((on) => !on)}
        >
          {isAutoPlaying ? AUTO_PLAY_ON_TEXT : AUTO_PLAY_OFF_TEXT}
        </button>
        <div className="flex gap-2">
          <Button variant="outline" size="icon" onClick={() => goTo(start - 1)} aria-label="Previous tools">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" onClick={() => goTo(start + 1)} aria-label="Next tools">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      <ul
        className="grid gap-4 md:grid-cols-3"
        aria-live={isAutoPlaying ? 'off' : 'polite'}
        data-testid="carousel-visible"
      >
        {visible.map((tool, offset) => (
          <li
            key={tool.id}
            aria-roledescription="slide"
            aria-label={`${start + offset + 1} of ${tools.length}`}
          >
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>

      <div className="mt-6 flex justify-center gap-1" role="group" aria-label="Choose tools to show">
        {Array.from({ length: positions }, (_, position) => (
          <button
            key={position}
            type="button"
            onClick={() => goTo(position)}
            aria-label={`Show tools ${position + 1} to ${Math.min(position + CAROUSEL_VISIBLE, tools.length)}`}
            aria-current={position === start ? 'true' : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all',
                position === start
                  ? 'w-6 bg-primary'
                  : 'w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground/70',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}

function ToolCard({ tool }: { tool: AiTool }) {
  return (
    <Card className={cn('flex h-full flex-col', tool.featured && 'border-primary/60 ring-1 ring-primary/30')}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{tool.category}</Badge>
          <Badge variant="outline">{tool.difficulty}</Badge>
          {tool.featured ? (
            <Badge>
              <Star className="size-3" aria-hidden="true" /> Featured
            </Badge>
          ) : null}
        </div>
        <CardTitle className="mt-2">{tool.title}</CardTitle>
        <CardDescription>{tool.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" /> {tool.estimatedTime}
        </p>
        <ul className="grid gap-1.5 text-sm">
          {tool.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant={tool.featured ? 'default' : 'outline'} className="w-full">
          <Link to={tool.route}>Try {tool.title}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
