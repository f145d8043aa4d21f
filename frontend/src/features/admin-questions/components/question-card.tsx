import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { DIMENSION_LABELS, type TLevel, type TQuestion } from '@readiness/contracts/assessment';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatRoiCorrelation, splitOutcomes } from '../filter-questions.ts';
import { QuestionHistory } from './question-history.tsx';

const LEVEL_LABELS: Record<TLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export function levelLabel(level: TLevel): string {
  return LEVEL_LABELS[level];
}

/**
 * One question of the bank as the admin scans it: the spec's card fields, "No written advice" when it has none,
 * Edit and Retire (or Restore for a retired one), and its history.
 */
export function QuestionCard({
  question,
  onEdit,
  onRetire,
  withoutAdvice = false,
  retired = false,
}: {
  question: TQuestion;
  onEdit?: (question: TQuestion) => void;
  onRetire: (question: TQuestion) => void;
  withoutAdvice?: boolean;
  retired?: boolean;
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
          {withoutAdvice ? <Badge variant="destructive">No written advice</Badge> : null}
          {retired ? <Badge variant="outline">Retired</Badge> : null}
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          {onEdit ? (
            <Button variant="outline" size="sm" onClick={() => onEdit(question)}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> question {question.id}</span>
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => onRetire(question)}>
            {retired ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {retired ? 'Restore' : 'Retire'}
            <span className="sr-only"> question {question.id}</span>
          </Button>
        </div>
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
      <QuestionHistory question={question} />
    </Card>
  );
}
