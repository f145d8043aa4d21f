import { eventSchema, type TEvent } from '@readiness/contracts';
import type pino from 'pino';
import type { Bus } from './bus.ts';

export interface BufferedPublisherOptions {
  bus: Bus;
  /** Events held at most (by `weightOf`); beyond it the oldest are dropped (counted and logged). */
  maxSize: number;
  /**
   * What an event counts for against `maxSize` and in `size()`/`dropped()`. Default 1; an event that carries many
   * records (the gateway's batched access records) counts each, so the bound stays one of memory.
   */
  weightOf?: (event: TEvent) => number;
  logger: pino.Logger;
  /** How often to try again while NATS is away or publishing fails. Default 1000. */
  retryMs?: number;
  /**
   * How long an event may wait for others to go out with it (a full window goes at once). Default 0: each
   * event is sent as it comes. A few milliseconds turn a steady trickle into batches: one socket write and
   * one wake-up for their acks instead of one per event.
   */
  lingerMs?: number;
}

export interface BufferedPublisher {
  /** Queues the event and returns at once; never throws. */
  publish(event: TEvent): void;
  /** Events waiting, including those being sent (by `weightOf`). */
  size(): number;
  /** Events dropped so far because the buffer was full (by `weightOf`). */
  dropped(): number;
  /** Tries to send everything queued now; resolves when the queue is empty or sending failed. */
  flush(): Promise<void>;
  /** Stops retrying after one last flush; what is still queued then is lost (and logged). */
  stop(): Promise<void>;
}

/** Publishes at most this many events at once; a burst of access events goes out without a round trip each. */
const WINDOW = 32;

/**
 * For a process without a database (the gateway): events wait in a bounded in-memory queue while NATS is away
 * and go out in order when it returns. Losing the oldest events under a long outage is the accepted price of
 * never holding up a request.
 */
export function createBufferedPublisher(options: BufferedPublisherOptions): BufferedPublisher {
  const { bus } = options;
  const retryMs = options.retryMs ?? 1_000;
  const lingerMs = options.lingerMs ?? 0;
  const maxSize = Math.max(1, options.maxSize);
  const logger = options.logger.child({ component: 'buffered-publisher' });
  const weightOf = options.weightOf ?? (() => 1);

  let queue: TEvent[] = [];
  /** The weight of `queue`, kept as it changes. */
  let queued = 0;
  let inFlight = 0;
  let droppedCount = 0;
  let isStopped = false;
  let sending: Promise<boolean> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let lingerTimer: NodeJS.Timeout | undefined;
  let isFailing = false;

  const weightOfAll = (events: readonly TEvent[]) =>
    events.reduce((total, event) => total + weightOf(event), 0);

  function size(): number {
    return queued + inFlight;
  }

  function dropOldest(): void {
    // Events being sent are already on their way; drop the oldest still waiting.
    const dropped = queue.shift();
    if (dropped === undefined) return;
    const weight = weightOf(dropped);
    queued -= weight;
    const before = droppedCount;
    droppedCount += weight;
    if (before === 0 || Math.floor(droppedCount / 1_000) > Math.floor(before / 1_000)) {
      logger.warn({ dropped: droppedCount, maxSize }, 'event buffer full; dropping the oldest events');
    }
  }

  /**
   * Sends windows of events until the queue is empty (true) or a send fails (false). With a linger, and unless
   * `isAll`, it stops (true) once less than a window is waiting: those wait for company again (sendSoon) instead of
   * going out in a small batch the moment the last one was acknowledged, which under steady load meant one socket
   * write and one wake-up for every few events.
   */
  async function drain(isAll: boolean): Promise<boolean> {
    let hasSent = false;
    while (queue.length > 0) {
      if (hasSent && !isAll && lingerMs > 0 && queue.length < WINDOW) break;
      if (!bus.isConnected()) {
        isFailing = true;
        return false;
      }
      const batch = queue.slice(0, WINDOW);
      queue = queue.slice(batch.length);
      inFlight = weightOfAll(batch);
      queued -= inFlight;
      hasSent = true;
      const errors = await bus.publishMany(batch);
      inFlight = 0;
      const failed = batch.filter((_, i) => errors[i] !== undefined);
      if (failed.length > 0) {
        // Put them back in front, in their order; the server drops any that did arrive (same message id).
        queue = [...failed, ...queue];
        queued += weightOfAll(failed);
        while (queued > maxSize && queue.length > 0) dropOldest();
        const reason = errors.find((error) => error !== undefined);
        if (!isFailing)
          logger.warn({ err: reason, queued: size() }, 'publishing buffered events failed; will retry');
        isFailing = true;
        return false;
      }
    }
    if (isFailing) logger.info('buffered events published again');
    isFailing = false;
    return true;
  }

  /**
   * Starts sending unless a send is under way (that one picks up newly queued events too); `isAll`: everything
   * queued, not lingering (flush, stop).
   */
  function send(isAll = false): Promise<boolean> {
    sending ??= drain(isAll)
      .catch((err: unknown) => {
        logger.error({ err }, 'buffered publisher failed');
        return false;
      })
      .then((isSent) => {
        sending = undefined;
        if (!isStopped && queue.length > 0) {
          if (isSent) sendSoon();
          else scheduleRetry(retryMs);
        }
        return isSent;
      });
    return sending;
  }

  /** Sends now when lingering is off or a window is full, else once the first waiting event has lingered. */
  function sendSoon(): void {
    if (lingerMs <= 0 || queue.length >= WINDOW) {
      clearTimeout(lingerTimer);
      lingerTimer = undefined;
      void send();
      return;
    }
    lingerTimer ??= setTimeout(() => {
      lingerTimer = undefined;
      void send();
    }, lingerMs).unref();
  }

  function scheduleRetry(delay: number): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void send();
    }, delay);
  }

  return {
    publish(event) {
      try {
        const parsed = eventSchema(event.type).safeParse(event);
        if (!parsed.success) {
          logger.error({ type: event.type, issues: parsed.error.issues }, 'dropping an invalid event');
          return;
        }
        if (isStopped) {
          logger.warn({ type: event.type }, 'buffered publisher stopped; event not sent');
          return;
        }
        const weight = weightOf(event);
        while (size() + weight > maxSize && queue.length > 0) dropOldest();
        queue.push(parsed.data as TEvent); // what the schema keeps: sent as it is
        queued += weight;
        // While failing, the retry timer sends; trying on every event would only add timeouts.
        if (!isFailing) sendSoon();
      } catch (err) {
        logger.error({ err }, 'could not queue an event');
      }
    },
    size,
    dropped: () => droppedCount,
    async flush() {
      while (queue.length > 0 || sending) {
        if (!(await send(true))) return;
      }
    },
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      clearTimeout(lingerTimer);
      lingerTimer = undefined;
      await sending;
      if (queue.length > 0 && bus.isConnected()) await send(true);
      if (size() > 0) logger.warn({ lost: size() }, 'buffered publisher stopped with events unsent');
    },
  };
}
