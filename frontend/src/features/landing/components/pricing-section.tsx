import { Link } from 'react-router';
import { Check, Crown } from 'lucide-react';
import {
  FREE_FEATURES,
  PREMIUM_FEATURES,
  PREMIUM_PRODUCT,
  REFUND_WINDOW_DAYS,
} from '@readiness/contracts/billing-plans';
import { formatMoney } from '@readiness/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

function FeatureList({ features, label }: { features: readonly string[]; label: string }) {
  return (
    <ul className="grid gap-2.5 text-sm" aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> {feature}
        </li>
      ))}
    </ul>
  );
}

/**
 * The landing page's pricing: Free beside Premium ($49 once, lifetime, the 30-day money-back guarantee), Premium's
 * list the same one /checkout's product card shows.
 */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
          Pricing
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Start free. Upgrade once for everything, for life: no subscription.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Card className="h-full">
            <CardHeader>
              <CardTitle>Free</CardTitle>
              <CardDescription>Find out where you stand.</CardDescription>
              <p className="mt-2 flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight">{formatMoney(0)}</span>
                <span className="text-sm text-muted-foreground">forever</span>
              </p>
            </CardHeader>
            <CardContent className="grid gap-6">
              <FeatureList features={FREE_FEATURES} label="Included in Free" />
              <Button asChild variant="outline" className="w-full sm:w-fit">
                <Link to="/auth?tab=register">Create a free account</Link>
              </Button>
            </CardContent>
          </Card>
          <Card className="h-full border-primary/40">
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex items-center gap-2 text-primary">
                  <Crown className="size-5 shrink-0" aria-hidden="true" />
                  <CardTitle>Premium</CardTitle>
                </div>
                <Badge variant="secondary">Lifetime access</Badge>
              </div>
              <CardDescription>Everything the platform offers.</CardDescription>
              <p className="mt-2 flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight">
                  {formatMoney(PREMIUM_PRODUCT.amount, PREMIUM_PRODUCT.currency)}
                </span>
                <span className="text-sm text-muted-foreground">one time</span>
              </p>
            </CardHeader>
            <CardContent className="grid gap-6">
              <FeatureList features={PREMIUM_FEATURES} label="Included in Premium" />
              <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
                {REFUND_WINDOW_DAYS}-day money-back guarantee: refund yourself from your purchase history.
              </p>
              <Button asChild className="w-full sm:w-fit">
                <Link to="/checkout">See Premium at checkout</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
