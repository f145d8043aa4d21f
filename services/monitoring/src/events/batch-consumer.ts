import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  JetStreamApiError,
  type ConsumerConfig,
  type JsMsg,
} from '@nats-io/jetstream';
import { SpanKind, SpanStatusCode, trace, type Link } from '@opentelemetry/api';
import { contextFromCarrier, retryDelayMs } from '@readiness/bus';
import { eventSchema, type TEvent, type TEventType } from '@readiness/contracts';
import type { Logger } from 'pino';

export interface BatchConsumerOptions<T extends TEventType> {
  nc: NatsConnection;
  /** The bus prefix (tests) and the domain's stream name (`bus.streamOf(domain)`). */
  prefix: string;
  stream: string;
  domain: string;
  /** `<consumer-service>.<purpose>`; dots become '_' in the NATS name. */
  durable: string;
  types: T[];
  /** Most events handed to `handle` at once (one database transaction). */
  batchSize: number;
  /** How long JetStream waits for an ack before it redelivers (a process killed mid-batch). */
  ackWaitMs: number;
  /** Resolves once the events are stored; they are acked only then. Must be idempotent (redeliveries). */
  handle: (events: Array<TEvent<T>>) => Promise<void>;
  logger: Logger;
  maxDeliver?: number;
}

export interface BatchConsumer {
  stop(): Promise<void>;
}

const tracer = trace.getTracer('@readiness/monitoring');
/** Links from a batch's span to the traces of its events (the gateway's request, auth's login…). */
const MAX_LINKS = 128;

/**
 * A durable JetStream consumer that stores events in batches: libs/bus handles one event per transaction, which
 * cannot keep up with an access event per request. Messages that arrive while a batch is being stored wait in
 * memory (bounded by the consumer's max_ack_pending) and form the next batch, so batches grow with load and stay
 * small when idle. Delivery rules otherwise as libs/bus: deliver-all from the stream's beginning on first start,
 * explicit acks after the batch commits, events that fail their schema terminated, a failing batch retried event by
 * event so one bad event cannot hold the others back.
 */
export async function startBatchConsumer<T extends TEventType>(
  options: BatchConsumerOptions<T>,
): Promise<BatchConsumer> {
  const { nc, stream, logger } = options;
  const durable = options.durable.replace(/[^A-Za-z0-9_-]/g, '_');
  const log = logger.child({ durable, stream });
  const maxDeliver = options.maxDeliver ?? 20;
  const filter = options.prefix ? `${options.prefix}.${options.domain}.>` : `${options.domain}.>`;
  const config: Partial<ConsumerConfig> = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: filter,
    ack_wait: nanos(options.ackWaitMs),
    max_deliver: maxDeliver,
    max_ack_pending: options.batchSize * 4,
  };
  const jsm = await jetstreamManager(nc);
  try {
    const info = await jsm.consumers.info(stream, durable);
    if (
      info.config.ack_wait !== config.ack_wait ||
      info.config.max_ack_pending !== config.max_ack_pending ||
      info.config.max_deliver !== maxDeliver
    ) {
      await jsm.consumers.update(stream, durable, {
        ack_wait: config.ack_wait!,
        max_ack_pending: config.max_ack_pending!,
        max_deliver: maxDeliver,
      });
    }
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.status === 404)) throw error;
    await jsm.consumers.add(stream, config);
  }
  const consumer = await jetstream(nc).consumers.get(stream, durable);
  const messages = await consumer.consume({ max_messages: options.batchSize * 2 });
  const wanted = new Set<string>(options.types);
  const typeOf = (subject: string) =>
    options.prefix
      ? subject.startsWith(`${options.prefix}.`)
        ? subject.slice(options.prefix.length + 1)
        : undefined
      : subject;

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

  async function storeBatch(batch: JsMsg[]): Promise<void> {
    const events: Array<TEvent<T>> = [];
    const carriers: JsMsg[] = [];
    for (const msg of batch) {
      const type = typeOf(msg.subject);
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
          await options.handle(events);
          for (const msg of carriers) msg.ack();
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          log.warn({ err: error, size: events.length }, 'batch failed; storing its events one by one');
          await storeOneByOne(events, carriers);
        } finally {
          span.end();
        }
      },
    );
  }

  async function storeOneByOne(events: Array<TEvent<T>>, carriers: JsMsg[]): Promise<void> {
    for (const [index, event] of events.entries()) {
      const msg = carriers[index]!;
      try {
        await options.handle([event]);
        msg.ack();
      } catch (error) {
        const deliveryCount = msg.info.deliveryCount;
        if (deliveryCount >= maxDeliver) {
          log.error({ err: error, eventId: event.id }, 'event failed on its last delivery; giving up');
          msg.term();
        } else {
          log.warn({ err: error, eventId: event.id, deliveryCount }, 'event failed; will retry');
          msg.nak(retryDelayMs(deliveryCount));
        }
      }
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
        await storeBatch(batch);
      } catch (error) {
        // Only settling can throw here (the connection went away): JetStream redelivers after ack_wait.
        log.error({ err: error }, 'could not settle a batch');
      }
    }
  })();

  log.info({ types: options.types }, 'batch consumer started');
  return {
    async stop() {
      messages.stop();
      await reader;
      await writer;
    },
  };
}
