import type { ReactNode } from 'react';
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

/** A page's data could not be loaded: an alert naming what, the server's message, and "Try again". */
export function QueryErrorAlert({
  title,
  query,
  size,
}: {
  title: ReactNode;
  query: FailedQuery;
  size?: 'sm';
}) {
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

/** A part of a page could not be loaded: "<what> could not be loaded: <message>" in a card, and "Try again". */
export function QueryErrorCard({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3 p-5 sm:p-6">
        <p className="text-sm text-destructive" role="alert">
          {what} could not be loaded: {query.error.message}
        </p>
        <TryAgain query={query} size="sm" />
      </CardContent>
    </Card>
  );
}
