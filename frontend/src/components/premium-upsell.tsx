import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Crown } from 'lucide-react';
import { PREMIUM_PRICE_USD } from '../lib/product.ts';
import { Button } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

/**
 * The card a free user sees where a Premium feature would be: what the feature is, what Premium brings (the offer's
 * terms always last), Upgrade to Premium to /checkout, and beside it a look at what is behind the door.
 */
export function PremiumUpsell({
  icon,
  title,
  children,
  benefits,
  preview,
}: {
  icon: ReactNode;
  title: string;
  /** What the feature does, a sentence or two. */
  children: ReactNode;
  benefits: readonly string[];
  preview: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <CardContent className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="grid justify-items-start gap-4">
          <span
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6"
            aria-hidden="true"
          >
            {icon}
          </span>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
          <p className="text-muted-foreground">{children}</p>
          <ul className="grid gap-2 text-sm">
            {[
              ...benefits,
              `One-time $${PREMIUM_PRICE_USD}, lifetime access, 30-day money-back guarantee`,
            ].map((line) => (
              <li key={line} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/checkout">
              <Crown aria-hidden="true" /> Upgrade to Premium
            </Link>
          </Button>
        </div>
        <div className="rounded-xl border bg-muted/40 p-4 sm:p-5">{preview}</div>
      </CardContent>
    </Card>
  );
}
