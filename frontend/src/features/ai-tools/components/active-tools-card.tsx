import { Link } from 'react-router';
import { Wrench } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShowsRestartingItself } from '../../../components/service-restarting.tsx';
import { isServiceRestarting } from '../../../lib/api-client.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import { useUsageStats } from '../api.ts';
import { TOOL_NAMES } from '../format.ts';

const toolsLink = (text: string) => (
  <Link className="text-primary underline-offset-4 hover:underline" to="/ai-tools">
    {text}
  </Link>
);

/** The dashboard's Active Tools card: the AI tools the user spent a prompt on this calendar month. */
export function ActiveToolsCard() {
  const usage = useUsageStats();
  const tools = usage.data?.toolsUsedThisMonth ?? [];
  const value = usage.isPending ? (
    <Spinner label="Loading your tools" />
  ) : usage.isError ? (
    '—'
  ) : tools.length === 0 ? (
    'None yet'
  ) : (
    tools.length
  );
  const isRestarting = isServiceRestarting(usage.error);
  useShowsRestartingItself(isRestarting);
  const detail = isRestarting ? (
    'Restarting, back in a moment'
  ) : usage.isError ? (
    'Could not be loaded'
  ) : usage.isPending ? (
    'Loading…'
  ) : tools.length === 0 ? (
    toolsLink('Try the AI tools')
  ) : (
    <>
      <span data-testid="active-tools">{tools.map((tool) => TOOL_NAMES[tool]).join(', ')}</span> this month ·{' '}
      {toolsLink('Open')}
    </>
  );
  return <StatCard title="Active Tools" icon={Wrench} value={value} detail={detail} />;
}
