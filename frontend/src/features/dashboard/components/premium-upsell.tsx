import { Link } from 'react-router';
import { Crown, Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PREMIUM_PRICE_USD } from '../../../lib/product.ts';
import { useQuestionCounts } from '../../../lib/question-counts.ts';

const PREMIUM_FEATURES = [
  'Full {full}-question assessment',
  'Advanced benchmark analysis',
  'Downloadable PDF reports',
  'Unlimited AI code generation',
  'Strategic planning assistant',
];

export function PremiumUpsell() {
  const { full } = useQuestionCounts();
  return (
    <Card className="border-primary/40 bg-gradient-to-br from-accent to-card">
      <CardHeader>
        <div className="flex items-center gap-2 text-primary">
          <Crown className="size-5" aria-hidden="true" />
          <CardTitle>AI Readiness Premium</CardTitle>
        </div>
        <CardDescription>
          ${PREMIUM_PRICE_USD} one time, lifetime access. 30-day money-back guarantee.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />{' '}
              {feature.replace('{full}', String(full))}
            </li>
          ))}
        </ul>
        <Button asChild className="mt-5 w-full">
          <Link to="/checkout">Upgrade to Premium</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
