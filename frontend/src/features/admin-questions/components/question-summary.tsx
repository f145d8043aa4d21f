import type { TQuestionSummary } from '@readiness/contracts/assessment';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQuestionSummary } from '../api.ts';
import { formatDateTime } from '@readiness/contracts/format';

/** GET /api/admin/questions/summary: the bank version and the count of each dimension. */
export function QuestionSummary() {
  const summary = useQuestionSummary();
  return (
    <Card aria-labelledby="question-summary-title" role="region">
      <CardHeader className="pb-3">
        {/* The page's h1 is followed by h2 sections. */}
        <h2 id="question-summary-title" className="text-base font-semibold leading-tight tracking-tight">
          Question bank
        </h2>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Spinner label="Loading the question summary" />
        ) : summary.isError ? (
          <p className="text-sm text-destructive">
            Failed to fetch the question summary: {summary.error.message}
          </p>
        ) : (
          <SummaryFigures summary={summary.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SummaryFigures({ summary }: { summary: TQuestionSummary }) {
  const figures: [string, string][] = [
    ['Version', String(summary.bankVersion)],
    ['Questions', String(summary.total)],
    ['Quick assessment', `${summary.quick} questions`],
    ['Last changed', formatDateTime(summary.updatedAt)],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
        {summary.byDimension.map((entry) => (
          <div key={entry.dimension} className="flex items-baseline justify-between gap-2 border-b py-1">
            <dt className="truncate text-muted-foreground">{entry.label}</dt>
            <dd className="font-medium tabular-nums">{entry.count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
