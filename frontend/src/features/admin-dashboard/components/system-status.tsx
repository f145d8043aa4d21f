import { CheckCircle2, XCircle } from 'lucide-react';
import type { TGatewayHealth, TSystemStatus } from '@readiness/contracts/monitoring';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Each service's readiness (the gateway's /healthz), the job queues' depths and the event consumers' lag. */
export function SystemStatus({
  health,
  status,
  healthFailed,
  statusFailed,
}: {
  health: TGatewayHealth | undefined;
  status: TSystemStatus | undefined;
  healthFailed: boolean;
  statusFailed: boolean;
}) {
  return (
    <div className="grid gap-5 text-sm">
      <section aria-label="Services" className="grid gap-2">
        <h3 className="font-medium">Services</h3>
        {healthFailed ? (
          <p className="text-destructive">The gateway did not answer its health check.</p>
        ) : !health ? (
          <Spinner label="Checking the services" />
        ) : (
          <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {Object.entries(health.services).map(([name, service]) => (
              <li
                key={name}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
              >
                <span className="flex items-center gap-2">
                  {service.ok ? (
                    <CheckCircle2 className="size-4 text-green-600 dark:text-green-400" aria-hidden="true" />
                  ) : (
                    <XCircle className="size-4 text-destructive" aria-hidden="true" />
                  )}
                  {name}
                </span>
                <Badge variant={service.ok ? 'secondary' : 'destructive'}>
                  {service.ok ? 'Ready' : 'Down'}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Job queues" className="grid gap-2">
        <h3 className="font-medium">Job queues</h3>
        {statusFailed ? (
          <p className="text-destructive">Queue depths could not be read.</p>
        ) : !status ? (
          <Spinner label="Reading the queues" />
        ) : status.queues.length === 0 ? (
          <p className="text-muted-foreground">No job queues yet</p>
        ) : (
          <ul className="grid gap-1.5">
            {status.queues.map((queue) => (
              <li
                key={queue.name}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5"
              >
                <span className="font-mono text-xs">{queue.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {queue.waiting} waiting · {queue.active} active · {queue.delayed} delayed ·{' '}
                  <span className={queue.failed > 0 ? 'text-destructive' : undefined}>
                    {queue.failed} failed
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Event consumers" className="grid gap-2">
        <h3 className="font-medium">Event consumers</h3>
        {statusFailed ? (
          <p className="text-destructive">Consumer lag could not be read.</p>
        ) : !status ? (
          <Spinner label="Reading the consumers" />
        ) : status.consumers.length === 0 ? (
          <p className="text-muted-foreground">No event consumers yet</p>
        ) : (
          <ul className="grid gap-1.5">
            {status.consumers.map((consumer) => (
              <li
                key={`${consumer.stream}/${consumer.name}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5"
              >
                <span className="min-w-0 font-mono text-xs break-all">{consumer.name}</span>
                <span
                  className={
                    consumer.pending + consumer.ackPending > 100
                      ? 'text-xs text-orange-700 tabular-nums dark:text-orange-400'
                      : 'text-xs text-muted-foreground tabular-nums'
                  }
                >
                  {consumer.pending} behind · {consumer.ackPending} in progress
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
