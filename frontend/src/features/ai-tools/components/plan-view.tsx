import type { TStrategyPlanContent } from '@readiness/contracts/ai-tools';
import { Badge } from '../../../components/ui/badge.tsx';

const LEVEL_LABEL = { low: 'Low', medium: 'Medium', high: 'High' } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h4 className="text-base font-semibold">{title}</h4>
      {children}
    </section>
  );
}

const weeks = (start: number, end: number) => (start === end ? `Week ${start}` : `Weeks ${start}–${end}`);

/** A saved 90-day plan, read-only: objectives, initiatives with owners and weeks, milestones, KPIs, risks. */
export function PlanView({ content }: { content: TStrategyPlanContent }) {
  return (
    <div className="grid min-w-0 gap-6 break-words">
      <div className="grid gap-2">
        <h3 className="text-xl font-bold tracking-tight" data-testid="plan-title">
          {content.title}
        </h3>
        <p className="text-sm whitespace-pre-line text-muted-foreground">{content.summary}</p>
      </div>

      <Section title="Objectives">
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {content.objectives.map((objective, index) => (
            <li key={index}>
              <span className="font-medium">{objective.title}</span>
              <span className="block text-muted-foreground">{objective.description}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="Initiatives">
        <ul className="grid gap-3 md:grid-cols-2">
          {content.initiatives.map((initiative, index) => (
            <li key={index} className="grid content-start gap-1.5 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="secondary">{initiative.dimension}</Badge>
                <Badge variant="outline">{weeks(initiative.startWeek, initiative.endWeek)}</Badge>
              </div>
              <span className="font-medium">{initiative.title}</span>
              <span className="text-muted-foreground">{initiative.description}</span>
              <span className="text-xs text-muted-foreground">Owner: {initiative.ownerRole}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Milestones">
        <ol className="grid gap-2 text-sm">
          {content.milestones.map((milestone, index) => (
            <li key={index} className="grid grid-cols-[4.5rem_1fr] gap-2">
              <span className="font-semibold text-primary">Day {milestone.day}</span>
              <span className="min-w-0">
                <span className="font-medium">{milestone.title}</span>
                <span className="block text-muted-foreground">{milestone.description}</span>
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="KPIs">
        <ul className="grid gap-2 text-sm">
          {content.kpis.map((kpi, index) => (
            <li key={index} className="rounded-lg border p-3">
              <span className="font-medium">{kpi.name}</span>
              <span className="block text-muted-foreground">
                Baseline: {kpi.baseline} · Target: {kpi.target}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Risks">
        <ul className="grid gap-2 text-sm">
          {content.risks.map((risk, index) => (
            <li key={index} className="grid gap-1 rounded-lg border p-3">
              <span className="font-medium">{risk.description}</span>
              <span className="text-xs text-muted-foreground">
                Likelihood {LEVEL_LABEL[risk.likelihood]} · Impact {LEVEL_LABEL[risk.impact]}
              </span>
              <span className="text-muted-foreground">Mitigation: {risk.mitigation}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
