import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Where a premium part of the results would be: says what it holds and leads to /checkout. No figures behind a
 * blur: a free user's results do not carry them at all.
 */
export function LockedSection({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-5">
      <p className="flex items-center gap-2 font-medium">
        <Lock className="size-4 shrink-0 text-primary" aria-hidden="true" /> {title} is part of Premium
      </p>
      <p className="text-sm text-muted-foreground">{children}</p>
      <Button asChild size="sm">
        <Link to="/checkout" state={{ from: pathname }}>
          Unlock with Premium
        </Link>
      </Button>
    </div>
  );
}
