import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import { SpanKind, SpanStatusCode, trace, type Link } from '@opentelemetry/api';
import { eventSchema, type TEvent, type TEventType } from '@readiness/contracts';
import type pino from 'pino';
import { typeOfSubject } from './names.ts';
import { contextFromCarrier } from './trace-context.ts';

export interface SubscribeBatchOptions<T extends TEventType> {
  /** `<consumer-service>.<purpose>`; dots become '_' in the NATS consumer name. */
  durable: string;
  /** Event types of ONE domain, as `subscribe`. */
  types: T[];
  /** Most events handed to `handler` at once (one database transaction, typically). */
  batchSize: number;
  /** Acked after it resolves. Must be idempotent: a batch is redelivered after a crash, or retried event by event. */
  handler: (events: Array<TEvent<T>>) => Promise<void>;
  /** How long JetStream waits for an ack before it redelivers (a process killed mid-batch). Default 60 s. */
  ackWaitMs?: number;
  /** Deliveries before the bus gives up on an event (logged at error). Default 20. */
  maxDeliver?: number;
}

/** Links from a batch's span to the traces of its events (the gateway's request, auth's login…). */
const MAX_LINKS = 128;

const tracer = trace.getTracer('@readiness/bus');

/**
 * Reads a durable consumer (created by the bus) in batches: messages that arrive while a batch is being handled
 * wait in memory (bounded by the consumer's max_ack_pending) and form the next batch, so batches grow with load and
 * stay small when idle. A failing batch is retried event by event, so one bad event cannot hold the others back.
 */
export async function consumeInBatches<T extends TEventType>(
  js: JetStreamClient,
  where: { stream: string; durable: string; prefix: string },
  options: SubscribeBatchOptions<T> & { maxDeliver: number; retryDelayMs: (deliveryCount: number) => number },
  logger: pino.Logger,
): Promise<{ stop(): Promise<void> }> {
  const { stream, durable, prefix } = where;
  const log = logger.child({ durable, stream });
  const consumer = await js.consumers.get(stream, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: options.batchSize * 2 });
  const wanted = new Set<string>(options.types);

  const waiting: JsMsg[] = [];
  let wake: (() => void) | undefined;
  let isReading = true;

  const reader = (async () => {
    for await (const msg of messages) {
      waiting.push(msg);
      wake?.();
    }
  })()
    .catch((error: unknown) => log.error({ err: error }, 'consumer stopped reading'))
    .finally(() => {
      isReading = false;
      wake?.();
    });

  async function handleBatch(batch: JsMsg[]): Promise<void> {
    const events: Array<TEvent<T>> = [];
    const carriers: JsMsg[] = [];
    for (const msg of batch) {
      const type = typeOfSubject(prefix, msg.subject);
      if (type === undefined || !wanted.has(type)) {
        msg.ack();
        continue;
      }
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        body = undefined;
      }
      const parsed = eventSchema(type as T).safeParse(body);
      if (!parsed.success) {
        log.error({ subject: msg.subject, seq: msg.seq }, 'terminated an event that fails its schema');
        msg.term();
        continue;
      }
      events.push(parsed.data as unknown as TEvent<T>);
      carriers.push(msg);
    }
    if (events.length === 0) return;
    const links: Link[] = [];
    for (const event of events.slice(0, MAX_LINKS)) {
      const spanContext = trace.getSpanContext(contextFromCarrier(event.trace));
      if (spanContext) links.push({ context: spanContext });
    }
    await tracer.startActiveSpan(
      `process batch ${options.durable}`,
      {
        kind: SpanKind.CONSUMER,
        links,
        attributes: {
          'messaging.system': 'nats',
          'messaging.consumer.group.name': durable,
          'messaging.batch.message_count': events.length,
        },
      },
      async (span) => {
        try {
          await options.handler(events);
          for (const msg of carriers) msg.ack();
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          if (events.length === 1) settleFailure(events[0]!, carriers[0]!, error);
          else {
            log.warn({ err: error, size: events.length }, 'batch failed; handling its events one by one');
            await handleOneByOne(events, carriers);
          }
        } finally {
          span.end();
        }
      },
    );
  }

  async function handleOneByOne(events: Array<TEvent<T>>, carriers: JsMsg[]): Promise<void> {
    for (const [index, event] of events.entries()) {
      const msg = carriers[index]!;
      try {
        await options.handler([event]);
        msg.ack();
      } catch (error) {
        settleFailure(event, msg, error);
      }
    }
  }

  /** An event that failed alone: redelivered later with a growing delay, or given up on at its last delivery. */
  function settleFailure(event: TEvent<T>, msg: JsMsg, error: unknown): void {
    const deliveryCount = msg.info.deliveryCount;
    if (deliveryCount >= options.maxDeliver) {
      log.error({ err: error, eventId: event.id }, 'event failed on its last delivery; giving up');
      msg.term();
    } else {
      log.warn({ err: error, eventId: event.id, deliveryCount }, 'event failed; will retry');
      msg.nak(options.retryDelayMs(deliveryCount));
    }
  }

  const writer = (async () => {
    for (;;) {
      if (waiting.length === 0) {
        if (!isReading) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      const batch = waiting.splice(0, options.batchSize);
      try {
        await handleBatch(batch);
      } catch (error) {
        // Only settling can throw here (the connection went away): JetStream redelivers after ack_wait.
        log.error({ err: error }, 'could not settle a batch');
      }
    }
  })();

  log.info({ types: options.types, batchSize: options.batchSize }, 'subscribed in batches');
  return {
    async stop() {
      messages.stop();
      await reader;
      await writer;
    },
  };
}
