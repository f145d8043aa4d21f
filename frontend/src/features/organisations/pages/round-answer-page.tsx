import { useParams } from 'react-router';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRoundResponse } from '../api.ts';
import { RoundAnswering } from '../components/round-answering.tsx';
import { QueryErrorAlert } from '../../../components/query-error.tsx';

/** /organisations/:organisationId/rounds/:roundId/answer: the signed-in participant's questionnaire. */
export default function RoundAnswerPage() {
  useDocumentTitle('Answer the round');
  const { organisationId = '', roundId = '' } = useParams();
  const query = useRoundResponse(organisationId, roundId);
  if (query.isPending) return <PageSpinner label="Loading your questions" />;
  if (query.isError)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Your part of the round</h1>
        {hasErrorCode(query.error, ERROR_CODES.NOT_ROUND_PARTICIPANT) ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>You are not asked to answer this round</AlertTitle>
            <AlertDescription>{query.error.message}</AlertDescription>
          </Alert>
        ) : (
          <QueryErrorAlert title="Your questions could not be loaded" query={query} />
        )}
      </div>
    );
  return <RoundAnswering key={query.data.roundId} response={query.data} />;
}
