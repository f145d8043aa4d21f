import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isPremium } from '@readiness/contracts/premium';
import { ServiceRestarting } from '../../../components/service-restarting.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TipsOverlay } from '../../../components/tips/tips-overlay.tsx';
import { isApiError, isServiceRestarting } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { isCompleted, useAssessment, useAssessments } from '../api.ts';
import { AssessmentIntro, introDefaults } from '../components/assessment-intro.tsx';
import { AssessmentTaking } from '../components/assessment-taking.tsx';

function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  if (isServiceRestarting(error))
    return (
      <div className="mx-auto max-w-md py-16">
        <ServiceRestarting what="Your assessment" />
      </div>
    );
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

function IntroScreen() {
  useDocumentTitle('Assessment');
  const { data: user } = useCurrentUser();
  const assessments = useAssessments();
  if (!user || assessments.isPending) return <PageSpinner label="Loading your assessments" />;
  if (assessments.isError)
    return (
      <LoadFailed
        title="Your assessments could not be loaded"
        error={assessments.error}
        onRetry={() => void assessments.refetch()}
      />
    );
  const premium = isPremium(user);
  return (
    <>
      <AssessmentIntro
        assessments={assessments.data}
        isPremium={premium}
        defaults={introDefaults(user, assessments.data, premium)}
      />
      <TipsOverlay
        context="assessment"
        userLevel={assessments.data.some(isCompleted) ? 'intermediate' : 'beginner'}
      />
    </>
  );
}

function TakingScreen({ id }: { id: string }) {
  useDocumentTitle('Assessment in progress');
  const assessment = useAssessment(id);
  // Wait for the server's answers when the cached copy was old as the screen opened: they may have changed on another
  // device. Decided once: the copy going stale while the user reads a question must not take the screen away (it
  // did, after 5 s, for a spinner that stayed until the next saved answer refreshed the copy).
  const [waitsForServer] = useState(() => assessment.isStale);
  const isFresh = !waitsForServer || assessment.isFetchedAfterMount;
  if (assessment.isError) {
    if (isApiError(assessment.error, 404) || isApiError(assessment.error, 400))
      return (
        <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
          <h1 className="text-xl font-semibold">Assessment not found</h1>
          <p className="text-sm text-muted-foreground">
            There is no assessment of yours at this address. Start one from the assessment page.
          </p>
          <Button asChild>
            <Link to="/assessment">Go to the assessment</Link>
          </Button>
        </div>
      );
    return (
      <LoadFailed
        title="The assessment could not be loaded"
        error={assessment.error}
        onRetry={() => void assessment.refetch()}
      />
    );
  }
  if (!assessment.data || !isFresh) return <PageSpinner label="Loading the assessment" />;
  if (assessment.data.status === 'completed')
    return <Navigate to={`/results/${encodeURIComponent(id)}`} replace />;
  return <AssessmentTaking key={id} assessment={assessment.data} onRefresh={() => assessment.refetch()} />;
}

/** /assessment: the introduction, or with ?id= the assessment being taken. */
export function AssessmentPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <TakingScreen key={id} id={id} /> : <IntroScreen />;
}

export default AssessmentPage;
