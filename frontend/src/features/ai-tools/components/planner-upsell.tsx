import { Link } from 'react-router';
import { Check, Crown, Map } from 'lucide-react';
import { PLAN_HORIZON_DAYS } from '@readiness/contracts/ai-tools';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { PREMIUM_PRICE_USD } from '../../../lib/product.ts';

const PLAN_PARTS = [
  ['Objectives', 'What the next 90 days must achieve, drawn from your overall score and maturity level'],
  ['Initiatives', 'One or more for each weak dimension of your assessment, placed week by week'],
  ['Owners', 'Each initiative owned by a role: sponsor, data, engineering, people, risk, operations'],
  ['Milestones', 'Dated checkpoints from day 1 to day 90 to review progress against'],
  ['KPIs', 'A baseline and a target for each measure of success'],
  ['Risks', 'Likelihood, impact and a mitigation for what could get in the way'],
] as const;

/** What the strategy planner is, for a user without Premium, and the way to get it (as other upsells: /checkout). */
export function PlannerUpsell() {
  return (
    <Card className="overflow-hidden">
      <CardContent className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="grid justify-items-start gap-4">
          <span
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
            aria-hidden="true"
          >
            <Map className="size-6" />
          </span>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">
            Strategy Planner is part of Premium
          </h2>
          <p className="text-muted-foreground">
            The strategic planning assistant turns your latest completed assessment into a {PLAN_HORIZON_DAYS}
            -day AI plan that you can edit, save and download as markdown to share with your team.
          </p>
          <ul className="grid gap-2 text-sm">
            {[
              'Built from your own scores, recommendations and roadmap',
              'Unlimited AI code generation and advanced prompt optimization',
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
          <p className="text-sm font-semibold">What your plan holds</p>
          <dl className="mt-3 grid gap-3">
            {PLAN_PARTS.map(([part, description]) => (
              <div key={part}>
                <dt className="text-sm font-medium">{part}</dt>
                <dd className="text-sm text-muted-foreground">{description}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
