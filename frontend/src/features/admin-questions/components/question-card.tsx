import { Pencil } from 'lucide-react';
import { DIMENSION_LABELS, type TLevel, type TQuestion } from '@readiness/contracts/assessment';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatRoiCorrelation, splitOutcomes } from '../filter-questions.ts';

const LEVEL_LABELS: Record<TLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export function levelLabel(level: TLevel): string {
  return LEVEL_LABELS[level];
}

/** One question of the bank as the admin scans it: the spec's card fields and an Edit button. */
export function QuestionCard({
  question,
  onEdit,
}: {
  question: TQuestion;
  onEdit: (question: TQuestion) => void;
}) {
  const titleId = `question-${question.id}-title`;
  const { shown, hidden } = splitOutcomes(question.businessOutcomes);
  const facts: [string, string][] = [
    ['Weight', `${question.weight} / 10`],
    ['Business impact', levelLabel(question.businessImpact)],
    ['Technical complexity', levelLabel(question.technicalComplexity)],
    ['ROI correlation', formatRoiCorrelation(question.roiCorrelation)],
  ];
  return (
    <Card className="flex h-full min-w-0 flex-col gap-4 p-4 sm:p-5" aria-labelledby={titleId} role="article">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{DIMENSION_LABELS[question.dimension]}</Badge>
          {/* Long categories wrap: at phone width a badge that cannot break would widen the page. */}
          <Badge variant="outline" className="max-w-full whitespace-normal break-words">
            {question.category}
          </Badge>
          {question.isQuick ? <Badge>Quick assessment</Badge> : null}
          {question.allowsNotApplicable ? <Badge variant="outline">Not applicable allowed</Badge> : null}
        </div>
        <Button variant="outline" size="sm" onClick={() => onEdit(question)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> question {question.id}</span>
        </Button>
      </div>
      <div className="grid gap-1.5">
        <h3 id={titleId} className="font-semibold leading-snug">
          {question.text}
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{question.explanation}</p>
        <p className="font-mono text-xs text-muted-foreground">{question.id}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto grid gap-1.5">
        <p className="text-xs text-muted-foreground" id={`${titleId}-outcomes`}>
          Business outcomes
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-labelledby={`${titleId}-outcomes`}>
          {shown.map((outcome) => (
            <li key={outcome} className="max-w-full rounded-md bg-muted px-2 py-1 text-xs text-foreground">
              {outcome}
            </li>
          ))}
          {hidden.length > 0 ? (
            <li
              className="rounded-md border px-2 py-1 text-xs text-muted-foreground"
              title={hidden.join('\n')}
            >
              +{hidden.length} more
            </li>
          ) : null}
        </ul>
      </div>
    </Card>
  );
}
