import { CircleHelp, MinusCircle } from 'lucide-react';
import { DIMENSION_LABELS, type TAssessmentResults } from '@readiness/contracts/assessment';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/**
 * The questions answered "Don't know" (knowledge gaps: scored as the lowest level) and "Not applicable" (left
 * out of their dimension's score). Nothing when there are none.
 */
export function KnowledgeGaps({
  knowledgeGaps,
  notApplicable,
}: Pick<TAssessmentResults, 'knowledgeGaps' | 'notApplicable'>) {
  if (knowledgeGaps.length === 0 && notApplicable.length === 0) return null;
  return (
    <Card id="knowledge-gaps">
      <CardHeader>
        <CardTitle>Knowledge gaps</CardTitle>
        <CardDescription>
          {knowledgeGaps.length === 0
            ? 'You knew the answer to every question.'
            : `You answered “Don't know” to ${knowledgeGaps.length} ${knowledgeGaps.length === 1 ? 'question' : 'questions'}. Each counts as the lowest level until you find out: asking the people who run the practice is a quick first step, and answering again may raise your score.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {knowledgeGaps.length > 0 ? (
          <ul className="grid gap-3" aria-label="Questions answered Don't know">
            {knowledgeGaps.map((gap) => (
              <li key={gap.questionId} className="flex gap-3 text-sm">
                <CircleHelp className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium">{DIMENSION_LABELS[gap.dimension]}</span>
                  <span className="text-muted-foreground">{gap.text}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {notApplicable.length > 0 ? (
          <div className="grid gap-3">
            <h3 className="text-sm font-semibold">
              Not applicable to your organisation ({notApplicable.length}): left out of the scores
            </h3>
            <ul className="grid gap-3" aria-label="Questions answered Not applicable">
              {notApplicable.map((item) => (
                <li key={item.questionId} className="flex gap-3 text-sm">
                  <MinusCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-medium">{DIMENSION_LABELS[item.dimension]}</span>
                    <span className="text-muted-foreground">{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
