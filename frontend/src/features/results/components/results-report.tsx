import { Link } from 'react-router';
import { ArrowLeft, LineChart, RotateCcw } from 'lucide-react';
import {
  COMPANY_SIZE_LABELS,
  INDUSTRY_LABELS,
  type TAssessmentResults,
} from '@readiness/contracts/assessment';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { KIND_LABELS } from '../../assessment/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { DimensionChart } from './dimension-chart.tsx';
import { FullReportButton, SummaryDownloadButton } from './download-buttons.tsx';
import { KnowledgeGaps } from './knowledge-gaps.tsx';
import { LockedSection } from './locked-section.tsx';
import { Recommendations } from './recommendations.tsx';
import { Roadmap } from './roadmap.tsx';
import { RoiCard } from './roi-card.tsx';
import { BenchmarkCard, OverallScoreCard } from './score-cards.tsx';

/** The full report of one completed assessment; the parts the user's tier does not include say so. */
export function ResultsReport({ results }: { results: TAssessmentResults }) {
  const locked = new Set(results.locked);
  return (
    <div className="grid gap-6 sm:gap-8">
      <div className="grid gap-4">
        <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assessment Results</h1>
            <p className="mt-1 text-muted-foreground">
              {KIND_LABELS[results.kind]} · completed {formatDate(results.completedAt)} ·{' '}
              {INDUSTRY_LABELS[results.industry]} · {COMPANY_SIZE_LABELS[results.companySize]}
            </p>
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <SummaryDownloadButton assessmentId={results.assessmentId} />
            <FullReportButton
              assessmentId={results.assessmentId}
              isLocked={locked.has('fullReport')}
              variant="outline"
            />
            <Button asChild variant="outline">
              <Link to="/reports#trend">
                <LineChart aria-hidden="true" /> View Analytics
              </Link>
            </Button>
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <OverallScoreCard results={results} />
        <BenchmarkCard benchmark={results.benchmark} score={results.overallScore} />
      </div>

      <Card id="dimensions">
        <CardHeader>
          <CardTitle>Scores by dimension</CardTitle>
          <CardDescription>
            {results.dimensions.length} dimensions, 0 to 100
            {results.previous ? `, with the change since your previous ${results.kind} assessment` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <DimensionChart dimensions={results.dimensions} />
          {locked.has('dimensionBenchmarks') ? (
            <LockedSection title="Benchmarking each dimension">
              See the peer average and where you stand in every dimension, not only overall.
            </LockedSection>
          ) : null}
        </CardContent>
      </Card>

      <KnowledgeGaps knowledgeGaps={results.knowledgeGaps} notApplicable={results.notApplicable} />

      <RoiCard roi={results.roi} />

      <Recommendations
        recommendations={results.recommendations}
        isPartial={locked.has('allRecommendations')}
        hasGuides={locked.size === 0}
      />

      <Roadmap assessmentId={results.assessmentId} roadmap={results.roadmap} />

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/assessment">
            <RotateCcw aria-hidden="true" /> Take the assessment again
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/reports">All your reports</Link>
        </Button>
      </div>
    </div>
  );
}
