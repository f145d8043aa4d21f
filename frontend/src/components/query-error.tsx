import type { ReactNode } from 'react';
import { isServiceRestarting } from '../lib/api-client.ts';
import { partOfError, ServiceRestarting } from './service-restarting.tsx';
import { Alert, AlertDescription, AlertTitle } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

/** What the failed-query panels need of a TanStack Query result. */
export interface FailedQuery {
  error: Error;
  isFetching: boolean;
  refetch: () => unknown;
}

function TryAgain({ query, size, variant }: { query: FailedQuery; size?: 'sm'; variant?: 'outline' }) {
  return (
    <Button
      variant={variant}
      size={size}
      className="w-fit"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      {query.isFetching ? 'Retrying...' : 'Try again'}
    </Button>
  );
}

/*
 * What a screen shows where its data could not be loaded. A failure is said in red, with the server's message and
 * "Try again". A service that is restarting is not a failure the user can do anything about: its query asks again
 * by itself (lib/query-client.ts), so the part says calmly that it will be back, and no red line stands under the
 * page's "restarting" note (RestartingNotes) saying the same thing as an error.
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Said while the service behind a part restarts: "<what> will be back in a moment." */
function BackInAMoment({ what }: { what: string }) {
  return <p className="text-sm text-muted-foreground">{what} will be back in a moment.</p>;
}

/**
 * A page's data could not be loaded: an alert naming what, the server's message, and "Try again". While its service
 * restarts, the calm note in its place (which stands for the page's note too).
 */
export function QueryErrorAlert({
  title,
  query,
  size,
}: {
  title: ReactNode;
  query: FailedQuery;
  size?: 'sm';
}) {
  if (isServiceRestarting(query.error))
    return <ServiceRestarting what={capitalised(partOfError(query.error))} />;
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{query.error.message}</p>
        <TryAgain query={query} size={size} variant="outline" />
      </AlertDescription>
    </Alert>
  );
}

/**
 * A part of a page could not be loaded: "<what> could not be loaded: <message>" in a card, and "Try again"; while
 * its service restarts, "<what> will be back in a moment."
 */
export function QueryErrorCard({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3 p-5 sm:p-6">
        <QueryErrorLine what={what} query={query} />
      </CardContent>
    </Card>
  );
}

/**
 * The same inside a card or panel that has its own frame: a line and "Try again", or while the service restarts,
 * "<what> will be back in a moment."
 */
export function QueryErrorLine({ what, query }: { what: string; query: FailedQuery }) {
  if (isServiceRestarting(query.error)) return <BackInAMoment what={what} />;
  return (
    <div className="grid justify-items-start gap-2">
      <p className="text-sm text-destructive" role="alert">
        {what} could not be loaded: {query.error.message}
      </p>
      <TryAgain query={query} size="sm" variant="outline" />
    </div>
  );
}
