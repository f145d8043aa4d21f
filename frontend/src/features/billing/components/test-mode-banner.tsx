import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

/** Payments run through the local TEST MODE provider: no card is charged, no money moves. */
export function TestModeBanner({ children }: { children?: ReactNode }) {
  return (
    <Alert
      role="note"
      aria-label="Test mode"
      className="border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-400"
    >
      <FlaskConical aria-hidden="true" />
      <AlertTitle>TEST MODE</AlertTitle>
      <AlertDescription className="text-amber-900 dark:text-amber-100">
        {children ?? 'Payments are simulated: no card is charged and no money moves.'}
      </AlertDescription>
    </Alert>
  );
}

/** The small mark on a purchase or receipt made in TEST MODE. */
export function TestModeBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-amber-500/60 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      TEST MODE
    </Badge>
  );
}
