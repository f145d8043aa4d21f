import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './ui/card.tsx';
import { cn } from '../lib/utils.ts';

/** A figure with its title, icon and a line under it; `tone` colours the figure (the quick view's rules). */
export function SummaryCard({
  title,
  icon: Icon,
  value,
  detail,
  tone,
}: {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'good' | 'warning' | 'bad';
}) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </div>
        <div
          className={cn(
            'mt-2 text-2xl font-bold tabular-nums',
            tone === 'good' && 'text-green-600 dark:text-green-400',
            tone === 'warning' && 'text-orange-700 dark:text-orange-400',
            tone === 'bad' && 'text-red-600 dark:text-red-400',
          )}
          data-tone={tone}
        >
          {value}
        </div>
        {detail ? <div className="mt-1 text-xs text-muted-foreground">{detail}</div> : null}
      </CardContent>
    </Card>
  );
}
