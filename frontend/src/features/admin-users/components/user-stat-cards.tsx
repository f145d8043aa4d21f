import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { FETCH_STATS_ERROR, useUserStats } from '../api.ts';

const CARDS = [
  { key: 'total', label: 'Total users' },
  { key: 'active', label: 'Enabled accounts' },
  { key: 'inactive', label: 'Deactivated' },
  { key: 'admins', label: 'Admins' },
  { key: 'premiumUsers', label: 'Premium users' },
  { key: 'recentSignups', label: 'New (30 days)' },
] as const;

/** The spec's User stats, one card each. */
export function UserStatCards() {
  const stats = useUserStats();
  if (stats.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>{FETCH_STATS_ERROR}</AlertTitle>
        <AlertDescription>{stats.error.message}</AlertDescription>
      </Alert>
    );
  return (
    <ul aria-label="User statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {CARDS.map((card) => (
        <li key={card.key}>
          <Card className="h-full">
            <CardHeader className="p-4 pb-1 sm:p-4 sm:pb-1">
              <CardTitle className="text-sm font-medium text-muted-foreground">{card.label}</CardTitle>
            </CardHeader>
            <CardContent className="p-4 pt-0 sm:p-4 sm:pt-0">
              <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${card.key}`}>
                {stats.data ? stats.data[card.key].toLocaleString('en-US') : '–'}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
