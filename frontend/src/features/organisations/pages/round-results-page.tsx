import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { DIMENSION_LABELS } from '@readiness/contracts/assessment';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { formatDate, formatScore, formatScoreOutOf100 } from '@readiness/contracts/format';
import { MIN_GROUP_RESPONDENTS, type TRoundResults } from '@readiness/contracts/org-rounds';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/api.ts';
import { describeChange, formatChange } from '../../../lib/format.ts';
import { BenchmarkCard } from '../../results/components/score-cards.tsx';
import {
  canManage,
  roundPagePath,
  useDownloadBoardReport,
  useOrganisation,
  useRoundResults,
} from '../api.ts';
import { AnonymityNote } from '../components/anonymity-note.tsx';
import { OrgRoadmap } from '../components/org-roadmap.tsx';
import { describeSpread, SpreadBar } from '../components/spread-bar.tsx';
import { QueryErrorAlert } from '../../../components/query-error.tsx';

/** /organisations/:organisationId/rounds/:roundId/results: the organisation's results of a closed round. */
export default function RoundResultsPage() {
  const { organisationId = '', roundId = '' } = useParams();
  const query = useRoundResults(organisationId, roundId);
  const organisation = useOrganisation(organisationId);
  const { data: user } = useCurrentUser();
  useDocumentTitle(query.data ? `${query.data.organisationName} results` : 'Organisation results');
  if (query.isPending) return <PageSpinner label="Loading the results" />;
  if (query.isError)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Organisation results</h1>
        {hasErrorCode(query.error, ERROR_CODES.ROUND_OPEN) ? (
          <Alert variant="info" role="alert">
            <AlertTitle>The round is still open</AlertTitle>
            <AlertDescription>
              Results show once it closes, at its deadline or when an owner or admin closes it.
            </AlertDescription>
          </Alert>
        ) : (
          <QueryErrorAlert title="The results could not be loaded" query={query} />
        )}
        <Link
          to={roundPagePath(organisationId, roundId)}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          Back to the round
        </Link>
      </div>
    );
  const results = query.data;
  const detail = organisation.data;
  return (
    <ResultsView
      results={results}
      manages={detail ? canManage(detail.organisation.myRole) : false}
      members={detail?.members ?? []}
      myUserId={user?.id ?? ''}
    />
  );
}

function ResultsView({
  results,
  manages,
  members,
  myUserId,
}: {
  results: TRoundResults;
  manages: boolean;
  members: { userId: string; firstName: string; lastName: string; email: string }[];
  myUserId: string;
}) {
  const download = useDownloadBoardReport(results.organisationId, results.roundId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <Link
        to={roundPagePath(results.organisationId, results.roundId)}
        className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> The round
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {results.organisationName}: organisation results
          </h1>
          <p className="text-sm text-muted-foreground">
            {results.kind === 'quick' ? 'Quick' : 'Full'} round closed {formatDate(results.closedAt)} ·{' '}
            {results.respondents} of {results.participants} participants answered
          </p>
          <AnonymityNote anonymity={results.anonymity} />
        </div>
        <DownloadButton
          download={download}
          of={undefined}
          label="Download board report (PDF)"
          pendingLabel="Preparing..."
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Overall score</CardTitle>
            <CardDescription>From every answer given, scored as one assessment is.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="text-4xl font-bold tracking-tight tabular-nums">
              {formatScoreOutOf100(results.overallScore)}
            </p>
            <p className="font-medium">
              Level {results.maturityLevel.level}: {results.maturityLevel.name}
            </p>
            <p className="text-sm text-muted-foreground">{results.maturityLevel.description}</p>
            {results.previous ? (
              <p className="text-sm" title={describeChange(results.previous.overallChange)}>
                {formatChange(results.previous.overallChange)} since the round of{' '}
                {formatDate(results.previous.closedAt)} ({formatScore(results.previous.overallScore)})
              </p>
            ) : null}
          </CardContent>
        </Card>
        <BenchmarkCard benchmark={results.benchmark} score={results.overallScore} />
      </div>

      <DimensionsCard results={results} />
      <DisagreementsCard results={results} />
      <GroupsCard results={results} />
      {results.anonymity === 'named' && results.named.length > 0 ? <NamedCard results={results} /> : null}
      <OrgRoadmap results={results} manages={manages} members={members} myUserId={myUserId} />
    </div>
  );
}

function DimensionsCard({ results }: { results: TRoundResults }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>By dimension</CardTitle>
        <CardDescription>
          The median of the levels your respondents gave (1 to 5), how far apart they were, and how many
          answered.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {results.dimensions.map((item) => (
            <li
              key={item.dimension}
              className="grid gap-3 py-3 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_18rem] md:items-center"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">{item.label}</span>
                <span className="text-xs text-muted-foreground">
                  Score {formatScore(item.score)} · {item.maturityLevel.name}
                  {item.change !== null ? (
                    <span title={describeChange(item.change)}> · {formatChange(item.change)}</span>
                  ) : null}
                </span>
              </div>
              <SpreadBar spread={item.spread} />
              <dl className="grid grid-cols-3 gap-3 text-xs md:text-right">
                <div>
                  <dt className="text-muted-foreground">Median</dt>
                  <dd className="font-semibold tabular-nums">{formatScore(item.medianLevel)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Respondents</dt>
                  <dd className="font-semibold tabular-nums">{item.respondents}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Percentile</dt>
                  <dd className="font-semibold tabular-nums">{Math.round(item.benchmark.percentile)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function DisagreementsCard({ results }: { results: TRoundResults }) {
  const dimensions = results.disagreements.dimensions.filter((item) => item.spread.iqr > 0).slice(0, 5);
  const questions = results.disagreements.questions.filter((item) => item.spread.iqr > 0).slice(0, 5);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where your leaders disagree</CardTitle>
        <CardDescription>
          The widest spreads first (the middle half of the answers). Disagreement is a finding in itself: talk
          these through before you act on the averages.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="disagree-dimensions" className="grid content-start gap-3">
          <h3 id="disagree-dimensions" className="font-semibold">
            Dimensions
          </h3>
          {dimensions.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Your respondents broadly agree on every dimension.
            </p>
          ) : (
            <ol className="grid gap-4">
              {dimensions.map((item) => (
                <li key={item.dimension} className="grid gap-1">
                  <span className="flex flex-wrap justify-between gap-2 text-sm">
                    <span className="font-medium">{item.label}</span>
                    <span className="text-muted-foreground">
                      {item.respondents} respondents · spread {formatScore(item.spread.iqr)}
                    </span>
                  </span>
                  <SpreadBar spread={item.spread} />
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="disagree-questions" className="grid content-start gap-3">
          <h3 id="disagree-questions" className="font-semibold">
            Questions
          </h3>
          {questions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No question split your respondents.</p>
          ) : (
            <ol className="grid gap-4">
              {questions.map((item) => (
                <li key={item.questionId} className="grid gap-1 text-sm">
                  <span className="font-medium">{item.text}</span>
                  <span className="text-xs text-muted-foreground">
                    {DIMENSION_LABELS[item.dimension]} · {item.respondents} respondents ·{' '}
                    {describeSpread(item.spread)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {item.levelCounts.map((count, index) => `level ${index + 1}: ${count}`).join(' · ')}
                    {item.dontKnow > 0 ? ` · don’t know: ${item.dontKnow}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function GroupsCard({ results }: { results: TRoundResults }) {
  if (results.groups.length === 0) return null;
  const labelOf = new Map(results.dimensions.map((item) => [item.dimension, item.label]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>By role</CardTitle>
        <CardDescription>
          A group shows only with at least {MIN_GROUP_RESPONDENTS} respondents, so nobody’s answers can be
          told apart.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        {results.groups.map((group) => (
          <section key={group.group} aria-label={group.label} className="grid content-start gap-2">
            <h3 className="font-semibold">
              {group.label}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                ({group.respondents} respondents)
              </span>
            </h3>
            {group.dimensions === null ? (
              <p className="text-sm text-muted-foreground">
                Fewer than {MIN_GROUP_RESPONDENTS} respondents: not shown.
              </p>
            ) : (
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                {group.dimensions.map((item) => (
                  <div key={item.dimension} className="contents">
                    <dt>{labelOf.get(item.dimension) ?? DIMENSION_LABELS[item.dimension]}</dt>
                    <dd className="text-right tabular-nums">{formatScore(item.medianLevel)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}

function NamedCard({ results }: { results: TRoundResults }) {
  const labelOf = new Map(results.dimensions.map((item) => [item.dimension, item.label]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Each person’s levels</CardTitle>
        <CardDescription>A named round: each respondent’s level per dimension.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {results.named.map((person, index) => (
          <section
            key={person.userId ?? `former-${index}`}
            className="grid content-start gap-2 rounded-lg border p-3"
          >
            <h3 className="font-semibold break-words">{person.name ?? 'A former member'}</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {person.dimensions.map((item) => (
                <div key={item.dimension} className="contents">
                  <dt>{labelOf.get(item.dimension) ?? DIMENSION_LABELS[item.dimension]}</dt>
                  <dd className="text-right tabular-nums">{formatScore(item.level)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
