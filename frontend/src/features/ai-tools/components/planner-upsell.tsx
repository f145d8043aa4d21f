import { Map } from 'lucide-react';
import { PLAN_HORIZON_DAYS } from '@readiness/contracts/ai-tools';
import { PremiumUpsell } from '../../../components/premium-upsell.tsx';

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
    <PremiumUpsell
      icon={<Map />}
      title="Strategy Planner is part of Premium"
      benefits={[
        'Built from your own scores, recommendations and roadmap',
        'Unlimited AI code generation and advanced prompt optimization',
      ]}
      preview={
        <>
          <p className="text-sm font-semibold">What your plan holds</p>
          <dl className="mt-3 grid gap-3">
            {PLAN_PARTS.map(([part, description]) => (
              <div key={part}>
                <dt className="text-sm font-medium">{part}</dt>
                <dd className="text-sm text-muted-foreground">{description}</dd>
              </div>
            ))}
          </dl>
        </>
      }
    >
      The strategic planning assistant turns your latest completed assessment into a {PLAN_HORIZON_DAYS}-day
      AI plan that you can edit, save and download as markdown to share with your team.
    </PremiumUpsell>
  );
}
