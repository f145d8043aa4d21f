import { useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, ClipboardList, Download, Map, Pencil, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { PLAN_HORIZON_DAYS, type TPlanAssessment, type TStrategyPlan } from '@readiness/contracts/ai-tools';
import { QueryErrorCard } from '../../../components/query-error.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  downloadStrategyPlan,
  isNoCompletedAssessmentError,
  isPremiumRequiredError,
  STRATEGY_PLAN_FILE_NAME,
  useGenerateStrategyPlan,
  useSaveStrategyPlan,
  useStrategyPlan,
} from '../api.ts';
import { toastToolFailure } from '../feedback.ts';
import { PlanEditor } from './plan-editor.tsx';
import { PlanView } from './plan-view.tsx';
import { PlannerUpsell } from './planner-upsell.tsx';
import { ProviderNote } from './provider-note.tsx';
import { formatDate, formatScoreOutOf100 } from '@readiness/contracts/format';

/** The Strategy Planner tab: Premium's 90-day plan; a user the client knows is free sees what it is instead. */
export function StrategyPlanner({ isPremium }: { isPremium: boolean }) {
  return isPremium ? <PlannerWorkspace /> : <PlannerUpsell />;
}

function AssessmentSummary({ assessment }: { assessment: TPlanAssessment }) {
  return (
    <p className="text-sm text-muted-foreground">
      From your {assessment.kind === 'full' ? 'full' : 'quick'} assessment of{' '}
      {formatDate(assessment.completedAt)}: score {formatScoreOutOf100(assessment.overallScore)},{' '}
      {assessment.maturityLevel}.
    </p>
  );
}

function PlannerWorkspace() {
  const state = useStrategyPlan(true);
  const generate = useGenerateStrategyPlan();
  const [isConfirming, setIsConfirming] = useState(false);

  const runGenerate = () => {
    setIsConfirming(false);
    generate.mutate(undefined, {
      onSuccess: () =>
        toast.success('Plan Generated', { description: `Your ${PLAN_HORIZON_DAYS}-day AI plan is ready.` }),
      onError: (error) =>
        isNoCompletedAssessmentError(error)
          ? toast.error('Assessment Needed', { description: error.message })
          : toastToolFailure('Planning Failed', error),
    });
  };
  const generateLabel = generate.isPending ? 'Generating...' : null;

  if (state.isPending) return <Spinner label="Loading your plan" />;
  if (state.isError)
    return isPremiumRequiredError(state.error) ? (
      <PlannerUpsell />
    ) : (
      <QueryErrorCard what="Your plan" query={state} />
    );

  const { plan, latestAssessment, stale } = state.data;

  if (!plan)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Strategy Planner</CardTitle>
          <CardDescription>
            Turn your latest completed assessment into a {PLAN_HORIZON_DAYS}-day AI plan: objectives,
            initiatives for each weak dimension with an owner, milestones, KPIs and risks. You can edit it,
            save it and download it as markdown.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-4">
          {latestAssessment ? (
            <>
              <AssessmentSummary assessment={latestAssessment} />
              <Button onClick={runGenerate} disabled={generate.isPending}>
                <Map aria-hidden="true" />
                {generateLabel ?? `Generate ${PLAN_HORIZON_DAYS}-Day Plan`}
              </Button>
            </>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                The plan is built from a completed assessment, and you have none yet.
              </p>
              <Button asChild>
                <Link to="/assessment">
                  <ClipboardList aria-hidden="true" /> Take the Assessment
                </Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    );

  return (
    <>
      <SavedPlan
        plan={plan}
        stale={stale}
        isGenerating={generate.isPending}
        onRegenerate={() => setIsConfirming(true)}
      />
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Replace your plan?</DialogTitle>
            <DialogDescription>
              A new plan is built from your latest completed assessment and replaces the saved one
              {plan.edited ? ', your edits included' : ''}. Download the current plan first to keep it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              Keep Current Plan
            </Button>
            <Button onClick={runGenerate}>Replace Plan</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function SavedPlan({
  plan,
  stale,
  isGenerating,
  onRegenerate,
}: {
  plan: TStrategyPlan;
  stale: boolean;
  isGenerating: boolean;
  onRegenerate: () => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const save = useSaveStrategyPlan();

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadStrategyPlan();
      toast.success('Download Started', {
        description: `${STRATEGY_PLAN_FILE_NAME} is on its way to your downloads.`,
      });
    } catch (error) {
      toast.error('Download Failed', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Card role="region" aria-labelledby="strategy-plan-heading">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="strategy-plan-heading">Your {PLAN_HORIZON_DAYS}-Day AI Plan</CardTitle>
            {plan.edited ? <Badge variant="secondary">Edited</Badge> : null}
          </div>
          {isEditing ? null : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button variant="outline" size="sm" onClick={() => void download()} disabled={isDownloading}>
                <Download aria-hidden="true" /> {isDownloading ? 'Downloading...' : 'Download Markdown'}
              </Button>
              <Button variant="outline" size="sm" onClick={onRegenerate} disabled={isGenerating}>
                <RefreshCw aria-hidden="true" /> {isGenerating ? 'Generating...' : 'Regenerate'}
              </Button>
            </div>
          )}
        </div>
        <AssessmentSummary assessment={plan.assessment} />
        {stale ? (
          <Alert variant="info" role="status">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>You have a newer assessment</AlertTitle>
            <AlertDescription>Regenerate the plan to build it from your latest results.</AlertDescription>
          </Alert>
        ) : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {isEditing ? (
          <PlanEditor
            initial={plan.content}
            isSaving={save.isPending}
            onCancel={() => setIsEditing(false)}
            onSave={(content) =>
              save.mutate(content, {
                onSuccess: () => {
                  setIsEditing(false);
                  toast.success('Plan Saved', { description: 'Your edits are saved.' });
                },
                onError: (error) => toast.error('Save Failed', { description: error.message }),
              })
            }
          />
        ) : (
          <PlanView content={plan.content} />
        )}
        <ProviderNote offline={plan.offline} model={plan.model} />
      </CardContent>
    </Card>
  );
}
