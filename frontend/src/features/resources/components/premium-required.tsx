import { Link } from 'react-router';
import { Check, Crown } from 'lucide-react';
import { RESOURCE_GUIDES } from '@readiness/contracts/resources';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { PREMIUM_PRICE_USD } from '../../../lib/product.ts';
import { CategoryIcon } from './category-icon.tsx';

/** Spec: the library that cannot be loaded for a free user shows this, with Upgrade to Premium to /checkout. */
export function PremiumRequired() {
  return (
    <Card className="overflow-hidden">
      <CardContent className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="grid justify-items-start gap-4">
          <span
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
            aria-hidden="true"
          >
            <Crown className="size-6" />
          </span>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">Premium Access Required</h2>
          <p className="text-muted-foreground">
            The resource library is part of AI Readiness Premium: {RESOURCE_GUIDES.length} in-depth guides
            written the way an experienced AI-transformation consultant works, with step-by-step methods,
            worked examples with real numbers and templates you can use as they are.
          </p>
          <ul className="grid gap-2 text-sm">
            {[
              'Every guide as a markdown file to keep, edit and share with your team',
              'Linked from your results, beside the dimensions each guide improves',
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
        <div className="rounded-xl border bg-muted/40 p-4 sm:p-5">
          <p className="text-sm font-semibold">What’s inside</p>
          <ul className="mt-3 grid gap-3">
            {RESOURCE_GUIDES.map((guide) => (
              <li key={guide.id} className="flex items-center gap-3">
                <CategoryIcon category={guide.category} className="size-9" />
                <span className="min-w-0">
                  <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">
                    {guide.category}
                  </span>
                  <span className="block text-sm font-medium leading-snug">{guide.title}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
