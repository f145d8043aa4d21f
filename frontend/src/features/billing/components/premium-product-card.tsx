import type { ReactNode } from 'react';
import { Check, Crown } from 'lucide-react';
import { PREMIUM_FEATURES } from '@readiness/contracts/billing';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatUsd, PREMIUM_PRICE } from '../format.ts';

/** What Premium gives, for life: the list the landing page's pricing section shows too. */
export { PREMIUM_FEATURES };

/** /checkout's product card (signed in or not): the price, the one list of what Premium gives, the guarantee. */
export function PremiumProductCard({ productName, action }: { productName: string; action?: ReactNode }) {
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
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
        <p className="mt-5 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          30-day money-back guarantee: refund yourself from your purchase history, no questions asked.
        </p>
        {action ? <div className="mt-5">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
