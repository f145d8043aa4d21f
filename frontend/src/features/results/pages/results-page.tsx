import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { ServiceRestarting } from '../../../components/service-restarting.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { isApiError, isServiceRestarting } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isCompleted, newestFirst, useAssessments } from '../../assessment/api.ts';
import { isNotCompletedError, useResults } from '../api.ts';
import { ResultsReport } from '../components/results-report.tsx';

function Message({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 py-16 text-center">
      <ClipboardList className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}

const ResultsRestarting = () => (
  <div className="mx-auto max-w-md py-16">
    <ServiceRestarting what="Your results" />
  </div>
);

function ResultsOf({ id }: { id: string }) {
  const results = useResults(id);
  if (results.isPending) return <PageSpinner label="Loading your results" />;
  if (results.isError) {
    // Not submitted yet: its place is the assessment screen.
    if (isNotCompletedError(results.error))
      return <Navigate to={`/assessment?id=${encodeURIComponent(id)}`} replace />;
    if (isApiError(results.error, 404) || isApiError(results.error, 400))
      return (
        <Message title="Results not found" text="There are no results of yours at this address.">
          <Button asChild>
            <Link to="/results">Your latest results</Link>
          </Button>
        </Message>
      );
    if (isServiceRestarting(results.error)) return <ResultsRestarting />;
    return (
      <Message title="Your results could not be loaded" text={results.error.message}>
        <Button onClick={() => void results.refetch()}>Try again</Button>
      </Message>
    );
  }
  return <ResultsReport results={results.data} />;
}

/** /results without an id: the latest completed assessment, or an invitation to take one. */
function LatestResults() {
  const assessments = useAssessments();
  if (assessments.isPending) return <PageSpinner label="Loading your assessments" />;
  if (isServiceRestarting(assessments.error)) return <ResultsRestarting />;
  if (assessments.isError)
    return (
      <Message title="Your results could not be loaded" text={assessments.error.message}>
        <Button onClick={() => void assessments.refetch()}>Try again</Button>
      </Message>
    );
  const ordered = newestFirst(assessments.data);
  const latest = ordered.find(isCompleted);
  if (latest) return <ResultsOf id={latest.id} />;
  const inProgress = ordered.find((assessment) => !isCompleted(assessment));
  return (
    <Message
      title="No results yet"
      text={
        inProgress
          ? 'Your assessment is still in progress. Finish and submit it to see your score, benchmark and recommendations.'
          : 'Take the assessment to see your AI readiness score, how you compare with peers, and where to act first.'
      }
    >
      {inProgress ? (
        <Button asChild>
          <Link to={`/assessment?id=${encodeURIComponent(inProgress.id)}`}>Continue your assessment</Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to="/assessment">Take the assessment</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </Message>
  );
}

/** /results/:id is the report of one assessment; /results the latest one's. */
export function ResultsPage() {
  useDocumentTitle('Results');
  const { id } = useParams();
  return id ? <ResultsOf key={id} id={id} /> : <LatestResults />;
}

export default ResultsPage;
