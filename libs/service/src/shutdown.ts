import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  logger: Logger;
  server?: Server;
  /** Closed in order after the server stopped taking requests (workers, relay, bus, database, redis). */
  closers: Array<[name: string, close: () => Promise<unknown>]>;
  timeoutMs: number;
  /**
   * How long to keep serving after the signal, already reporting not-ready, before closing the server: load
   * balancers stop sending meanwhile, and connections already open get their requests parsed and answered
   * (closing at once resets connections whose request has not been read yet).
   */
  drainMs?: number;
  /** Called first, so that /readyz answers 503 from now on. */
  onSignal?: () => void;
}

/**
 * On SIGTERM/SIGINT: report not-ready, drain, stop accepting connections, let in-flight requests finish, then
 * close the rest in order.
 * Returns `isShuttingDown` for readiness and the `shutdown` function for tests.
 */
export function handleShutdown({
  logger,
  server,
  closers,
  timeoutMs,
  drainMs = 0,
  onSignal,
}: ShutdownOptions) {
  let shuttingDown: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    shuttingDown ??= (async () => {
      logger.info({ signal }, 'shutting down');
      onSignal?.();
      const force = setTimeout(() => {
        logger.error('shutdown timed out, exiting');
        process.exit(1);
      }, timeoutMs);
      force.unref();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      if (server) {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
      }
      for (const [name, close] of closers) {
        try {
          await close();
        } catch (error) {
          logger.warn({ err: error, name }, 'error while closing');
        }
      }
      clearTimeout(force);
      logger.info('shut down cleanly');
    })();
    return shuttingDown;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void shutdown(signal).then(() => process.exit(0));
    });
  }
  return { shutdown, isShuttingDown: () => shuttingDown !== undefined };
}
