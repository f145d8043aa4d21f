import type { LucideIcon } from 'lucide-react';
import { Briefcase, Cpu, FileText, PiggyBank, Settings2, ShieldCheck, TrendingUp } from 'lucide-react';
import type { TResourceCategory } from '@readiness/contracts/resources';
import { cn } from '../../../lib/utils.ts';

const ICONS: Record<TResourceCategory, LucideIcon> = {
  'Growth Strategy': TrendingUp,
  Templates: FileText,
  'Cost Optimization': PiggyBank,
  Operations: Settings2,
  Executive: Briefcase,
  Governance: ShieldCheck,
  'Advanced Technologies': Cpu,
};

/** The category's icon on a soft tile. */
export function CategoryIcon({ category, className }: { category: TResourceCategory; className?: string }) {
  const Icon = ICONS[category];
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary',
        className,
      )}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
