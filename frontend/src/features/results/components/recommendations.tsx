import { Link } from 'react-router';
import { ArrowRight, BookOpen } from 'lucide-react';
import {
  ACTION_EFFORT_LABELS,
  DIMENSION_LABELS,
  MATURITY_LEVEL_NAMES,
  type TRecommendation,
  type TRecommendationAction,
} from '@readiness/contracts/assessment';
import { guideForDimension } from '@readiness/contracts/resources';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LockedSection } from './locked-section.tsx';

const PRIORITY_LABELS: Record<TRecommendation['priority'], string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

const levelName = (level: number) => MATURITY_LEVEL_NAMES[level - 1] ?? `Level ${level}`;

/** The practice an action works on ("Data quality"), or what a top-level action is for. */
function headline(action: TRecommendationAction): string {
  const practice = action.title.split(' – ')[0] ?? action.title;
  if (action.kind === 'sustain') return `${practice}: stay at the top`;
  if (action.kind === 'lead') return `${practice}: lead others`;
  return practice;
}

/** The library's most relevant guide for a dimension, as a small link to it in /resources. */
function GuideLink({ dimension }: { dimension: TRecommendation['dimension'] }) {
  const guide = guideForDimension(dimension);
  if (!guide) return null;
  return (
    <Link
      to={`/resources#${guide.id}`}
      className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <BookOpen className="size-4 shrink-0" aria-hidden="true" />
      Guide: {guide.title}
    </Link>
  );
}

/** Where to act first: the weakest dimensions by gap, business impact and complexity, each with its next steps. */
export function Recommendations({
  recommendations,
  isPartial,
  hasGuides = false,
}: {
  recommendations: TRecommendation[];
  /** Free users see the top ones only. */
  isPartial: boolean;
  /** Premium users get a link to the library's guide for each recommendation's dimension. */
  hasGuides?: boolean;
}) {
  return (
    <Card id="recommendations">
      <CardHeader>
        <CardTitle>Recommendations</CardTitle>
        <CardDescription>
          Your weakest dimensions, ordered by the size of the gap, its business impact and how hard it is to
          close: for each, what to do next, who usually owns it, the effort, and how you will know it is done.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {recommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Every dimension is at the top of the scale: there is nothing left to recommend.
          </p>
        ) : (
          <ol className="grid gap-4">
            {recommendations.map((recommendation, index) => (
              <li key={recommendation.id} className="rounded-lg border p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold text-muted-foreground">{index + 1}.</span>
                  <Badge variant={recommendation.priority === 'high' ? 'default' : 'secondary'}>
                    {PRIORITY_LABELS[recommendation.priority]}
                  </Badge>
                  <span className="text-sm text-muted-foreground">
                    {DIMENSION_LABELS[recommendation.dimension]}
                  </span>
                </div>
                <h3 className="mt-2 font-semibold">{recommendation.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{recommendation.rationale}</p>
                {hasGuides ? <GuideLink dimension={recommendation.dimension} /> : null}
                {recommendation.actions.length > 0 ? (
                  <>
                    <h4 className="mt-3 text-sm font-medium">Next steps</h4>
                    <ul className="mt-2 grid gap-2">
                      {recommendation.actions.map((action) => (
                        <li key={action.id} className="grid gap-1.5 rounded-md bg-muted/60 p-3 text-sm">
                          <span className="flex flex-wrap items-center gap-1 text-xs font-medium text-muted-foreground">
                            {action.kind === 'improve' ? (
                              <>
                                {headline(action)}: {levelName(action.fromLevel)}
                                <ArrowRight className="size-3" aria-hidden="true" />
                                <span className="sr-only">to</span>
                                {levelName(action.toLevel)}
                              </>
                            ) : (
                              headline(action)
                            )}
                          </span>
                          <span className="font-medium">{action.action}</span>
                          <dl className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
                            <dt className="font-medium text-foreground">Owner</dt>
                            <dd>{action.owner}</dd>
                            <dt className="font-medium text-foreground">Effort</dt>
                            <dd>
                              {ACTION_EFFORT_LABELS[action.effort]} · {action.technicalComplexity} technical
                              complexity
                            </dd>
                            <dt className="font-medium text-foreground">Done when</dt>
                            <dd>{action.evidence}</dd>
                          </dl>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {isPartial ? (
          <LockedSection title="The full list of recommendations">
            Premium shows every recommendation for your weaker dimensions, not only the top ones.
          </LockedSection>
        ) : null}
      </CardContent>
    </Card>
  );
}
