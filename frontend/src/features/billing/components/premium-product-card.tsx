import { Check, Crown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useQuestionCounts } from '../../../lib/question-counts.ts';
import { formatUsd, PREMIUM_PRICE } from '../format.ts';

/** What Premium gives (spec section 6), for life: the spec's "1 year" line contradicts lifetime access. */
export const PREMIUM_FEATURES = [
  'Full {full}-question assessment across all {dimensions} dimensions',
  'Per-dimension industry benchmarks',
  'ROI analysis and the full implementation roadmap',
  'Complete PDF reports',
  'Premium resource library: every guide and template',
  'Unlimited AI tools as they arrive',
  'Lifetime access: pay once, no subscription',
];

export function PremiumProductCard({ productName }: { productName: string }) {
  // The live bank's counts, never a literal.
  const counts = useQuestionCounts();
  const counted = (text: string) =>
    text.replace('{full}', String(counts.full)).replace('{dimensions}', String(counts.dimensions));
  return (
    <Card className="self-start border-primary/40">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2 text-primary">
            <Crown className="size-5 shrink-0" aria-hidden="true" />
            <CardTitle>{productName}</CardTitle>
          </div>
          <Badge variant="secondary">Lifetime access</Badge>
        </div>
        <CardDescription>
          Everything the AI Readiness platform offers, for as long as it exists.
        </CardDescription>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{formatUsd(PREMIUM_PRICE)}</span>
          <span className="text-sm text-muted-foreground">one-time payment</span>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-sm" aria-label="Included in Premium">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> {counted(feature)}
            </li>
          ))}
        </ul>
        <p className="mt-5 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          30-day money-back guarantee: refund yourself from your purchase history, no questions asked.
        </p>
      </CardContent>
    </Card>
  );
}
