import { Link } from 'react-router';
import { BrainCircuit } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-base font-bold tracking-tight whitespace-nowrap text-foreground sm:text-lg',
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <BrainCircuit className="size-5" aria-hidden="true" />
      </span>
      <span>AI Readiness</span>
    </Link>
  );
}
