import {
  connect,
  createInbox,
  headers as natsHeaders,
  nanos,
  type Msg,
  type NatsConnection,
} from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  JetStreamApiError,
  StorageType,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { eventDomain, eventSchema, EVENTS, type TEvent, type TEventType } from '@readiness/contracts';
import type pino from 'pino';
import { consumeInBatches, type SubscribeBatchOptions } from './batch-subscribe.ts';
import { checkPrefix, domainSubjects, durableOf, streamOf, subjectOf, typeOfSubject } from './names.ts';
import { contextFromCarrier, traceCarrierOf, type TraceCarrier } from './trace-context.ts';

export interface BusOptions {
  url: string;
  name: string;
  /** Isolates tests: subjects become `<prefix>.<type>`, streams `<PREFIX>_<DOMAIN>`. */
  prefix?: string;
  logger: pino.Logger;
}

export interface SubscribeOptions<T extends TEventType> {
  /** `<consumer-service>.<purpose>`; dots become '_' in the NATS consumer name. */
  durable: string;
  /** Event types of ONE domain; the consumer reads the domain's stream and skips (acks) the other types. */
  types: T[];
  /** Acked after it resolves; when it throws, the message is redelivered later with a growing delay. */
  handler: (event: TEvent<T>) => Promise<void>;
  /** Deliveries before the bus gives up on a message (logged at error). Default 20 (about a quarter hour). */
  maxDeliver?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface Bus {
  readonly prefix: string;
  subjectOf(type: TEventType): string;
  streamOf(domain: string): string;
  /** Creates the domain's stream (or brings its subjects and duplicate window up to date); idempotent. */
  ensureStream(domain: string): Promise<void>;
  /** Validates, publishes with the event id as the message id and waits for JetStream's acknowledgement. */
  publish(event: TEvent, options?: PublishOptions): Promise<void>;
  /**
   * Publishes events already checked against their schemas, all at once, and waits for JetStream's
   * acknowledgement of each: one timer and one acknowledgement subscription for the lot rather than a request
   * each (the gateway's access events). Never throws: the result is each event's error, undefined once stored.
   * An event with a trace context goes through `publish`, which opens its producer span.
   */
  publishMany(events: readonly TEvent[]): Promise<Array<Error | undefined>>;
  subscribe<T extends TEventType>(options: SubscribeOptions<T>): Promise<Subscription>;
  /** As `subscribe`, but the handler gets up to `batchSize` events at once (see the README). */
  subscribeBatch<T extends TEventType>(options: SubscribeBatchOptions<T>): Promise<Subscription>;
  /** The durable consumers of every domain's stream (under this bus's prefix), with what they have not yet received or acked. */
  consumerLag(): Promise<ConsumerLag[]>;
  isConnected(): boolean;
  /** Stops the subscriptions and drains the connection. */
  close(): Promise<void>;
}

export interface ConsumerLag {
  stream: string;
  /** The NATS consumer name (`monitoring_access-logs`). */
  name: string;
  /** Messages in the stream the consumer has not yet received. */
  pending: number;
  /** Messages it received and has not yet acked. */
  ackPending: number;
}

export interface PublishOptions {
  /** The caller checked the event against its schema already (the buffered publisher does, as it queues). */
  isValidated?: boolean;
}

/** Thrown by `publish` for an event that does not match its schema: retrying cannot help. */
export class InvalidEventError extends Error {
  override readonly name = 'InvalidEventError';
}

const DUPLICATE_WINDOW_MS = 2 * 60_000;
const PUBLISH_TIMEOUT_MS = 5_000;
const ACK_WAIT_MS = 60_000;
const DEFAULT_MAX_DELIVER = 20;
const MAX_RETRY_DELAY_MS = 60_000;
/** Messages the client pulls ahead of the handler; they must all be handled within ACK_WAIT_MS. */
const PULL_BATCH = 32;

const tracer = trace.getTracer('@readiness/bus');

/** The delay before redelivering a message whose handler failed on its `deliveryCount`-th delivery. */
export function retryDelayMs(deliveryCount: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, deliveryCount - 1), MAX_RETRY_DELAY_MS);
}

export async function connectBus(options: BusOptions): Promise<Bus> {
  const prefix = checkPrefix(options.prefix ?? '');
  const logger = options.logger.child({ component: 'bus' });
  const nc = await connect({
    servers: options.url,
    name: options.name,
    // Reconnect forever: the outbox and the gateway's buffer hold events meanwhile. Publishing is refused while
    // disconnected (see publish), so the client never piles messages up in its own unbounded outbound buffer.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    pingInterval: 10_000,
    maxPingOut: 3,
    // Otherwise every request (each JetStream publish waits for its ack) builds an Error up front for its stack
    // trace: a measurable share of the gateway's CPU, which publishes an access event per request.
    noAsyncTraces: true,
  });
  return createBus(nc, prefix, logger);
}

function createBus(nc: NatsConnection, prefix: string, logger: pino.Logger): Bus {
  const js: JetStreamClient = jetstream(nc, { timeout: PUBLISH_TIMEOUT_MS });
  let jsm: JetStreamManager | undefined;
  let isUp = true;
  const ensuredDomains = new Map<string, Promise<void>>();
  const subscriptions = new Set<Subscription>();

  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        isUp = false;
        logger.warn({ server: status.server }, 'NATS disconnected');
      } else if (status.type === 'reconnect') {
        isUp = true;
        // A server that lost its store loses the streams too; check again on next use.
        ensuredDomains.clear();
        logger.info({ server: status.server }, 'NATS reconnected');
      } else if (status.type === 'error') {
        logger.error({ err: status.error }, 'NATS error');
      }
    }
  })();

  async function manager(): Promise<JetStreamManager> {
    jsm ??= await jetstreamManager(nc, { timeout: PUBLISH_TIMEOUT_MS });
    return jsm;
  }

  async function createOrUpdateStream(domain: string): Promise<void> {
    const m = await manager();
    const name = streamOf(prefix, domain);
    const subjects = [domainSubjects(prefix, domain)];
    const duplicateWindow = nanos(DUPLICATE_WINDOW_MS);
    try {
      const info = await m.streams.info(name);
      const isCurrent =
        info.config.duplicate_window === duplicateWindow &&
        info.config.subjects.length === 1 &&
        info.config.subjects[0] === subjects[0];
      if (!isCurrent) await m.streams.update(name, { subjects, duplicate_window: duplicateWindow });
    } catch (err) {
      if (!(err instanceof JetStreamApiError && err.status === 404)) throw err;
      await m.streams.add({ name, subjects, storage: StorageType.File, duplicate_window: duplicateWindow });
      logger.info({ stream: name, subjects }, 'created stream');
    }
  }

  function ensureStream(domain: string): Promise<void> {
    let ensured = ensuredDomains.get(domain);
    if (!ensured) {
      ensured = createOrUpdateStream(domain);
      ensuredDomains.set(domain, ensured);
      ensured.catch(() => ensuredDomains.delete(domain));
    }
    return ensured;
  }

  async function publish(event: TEvent, options: PublishOptions = {}): Promise<void> {
    const parsed = options.isValidated ? undefined : eventSchema(event.type).safeParse(event);
    if (parsed && !parsed.success) {
      throw new InvalidEventError(
        `Event ${String(event.id)} does not match the schema of ${String(event.type)}: ${parsed.error.message}`,
      );
    }
    if (!isConnected()) throw new Error('NATS is not connected');
    await ensureStream(eventDomain(event.type));
    const subject = subjectOf(prefix, event.type);
    const parent = event.trace?.traceparent ? contextFromCarrier(event.trace) : context.active();
    await tracer.startActiveSpan(
      `publish ${event.type}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': subject,
          'messaging.message.id': event.id,
        },
      },
      parent,
      async (span) => {
        try {
          const headers = natsHeaders();
          const carrier: TraceCarrier | undefined = traceCarrierOf() ?? event.trace;
          if (carrier?.traceparent) headers.set('traceparent', carrier.traceparent);
          if (carrier?.tracestate) headers.set('tracestate', carrier.tracestate);
          const ack = await js.publish(subject, JSON.stringify(parsed ? parsed.data : event), {
            msgID: event.id,
            headers,
            timeout: PUBLISH_TIMEOUT_MS,
          });
          if (ack.duplicate)
            logger.debug({ eventId: event.id, type: event.type }, 'JetStream dropped a duplicate');
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      },
    );
  }

  /** The answers to `publishMany`: one subscription on `<inbox>.*`, each message's reply subject its slot. */
  let acks: { inbox: string; waiting: Map<string, (error: Error | undefined) => void> } | undefined;
  let replySequence = 0;

  function ackInbox(): NonNullable<typeof acks> {
    if (acks) return acks;
    const inbox = createInbox();
    const waiting = new Map<string, (error: Error | undefined) => void>();
    nc.subscribe(`${inbox}.*`, {
      callback: (error, msg) => {
        if (error) return; // those still waiting time out
        const settle = waiting.get(msg.subject);
        if (!settle) return;
        waiting.delete(msg.subject);
        settle(ackError(msg));
      },
    });
    acks = { inbox, waiting };
    return acks;
  }

  async function publishMany(events: readonly TEvent[]): Promise<Array<Error | undefined>> {
    if (!isConnected()) return events.map(() => new Error('NATS is not connected'));
    try {
      for (const domain of new Set(events.map((event) => eventDomain(event.type))))
        await ensureStream(domain);
    } catch (error) {
      return events.map(() => (error instanceof Error ? error : new Error(String(error))));
    }
    const { inbox, waiting } = ackInbox();
    const results = new Array<Error | undefined>(events.length);
    const replies: string[] = [];
    const answers = events.map((event, i) => {
      if (event.trace?.traceparent) {
        return publish(event, { isValidated: true }).then(
          () => void (results[i] = undefined),
          (error: unknown) => void (results[i] = error instanceof Error ? error : new Error(String(error))),
        );
      }
      return new Promise<void>((resolve) => {
        const reply = `${inbox}.${(replySequence += 1)}`;
        waiting.set(reply, (error) => {
          results[i] = error;
          resolve();
        });
        replies.push(reply);
        try {
          const headers = natsHeaders();
          headers.set('Nats-Msg-Id', event.id);
          nc.publish(subjectOf(prefix, event.type), JSON.stringify(event), { reply, headers });
        } catch (error) {
          waiting.delete(reply);
          results[i] = error instanceof Error ? error : new Error(String(error));
          resolve();
        }
      });
    });
    const timer = setTimeout(() => {
      for (const reply of replies) {
        const settle = waiting.get(reply);
        waiting.delete(reply);
        settle?.(new Error('JetStream did not acknowledge the event in time'));
      }
    }, PUBLISH_TIMEOUT_MS);
    await Promise.all(answers);
    clearTimeout(timer);
    return results;
  }

  /**
   * The durable consumer of a subscription: its domain's stream ensured, the consumer created, or brought up to date
   * when its ack wait, deliveries or ack-pending bound changed.
   */
  async function ensureConsumer(
    name: string,
    types: TEventType[],
    limits: { ackWaitMs: number; maxDeliver: number; maxAckPending?: number },
  ): Promise<{ stream: string; durable: string }> {
    const domains = new Set(types.map((type) => eventDomain(type)));
    const [domain] = domains;
    if (domain === undefined || domains.size !== 1) {
      throw new Error(`subscribe(${name}) needs event types of exactly one domain, got ${types.join(', ')}`);
    }
    await ensureStream(domain);
    const stream = streamOf(prefix, domain);
    const durable = durableOf(name);
    const m = await manager();
    // NATS 2.9 allows one filter subject per consumer, so the consumer reads the whole domain and this
    // process skips the types it did not ask for. The filter never changes when `types` does.
    const wanted = {
      ack_wait: nanos(limits.ackWaitMs),
      max_deliver: limits.maxDeliver,
      ...(limits.maxAckPending !== undefined ? { max_ack_pending: limits.maxAckPending } : {}),
    };
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: domainSubjects(prefix, domain),
      ...wanted,
    };
    try {
      const info = await m.consumers.info(stream, durable);
      const isCurrent =
        info.config.ack_wait === wanted.ack_wait &&
        info.config.max_deliver === wanted.max_deliver &&
        (wanted.max_ack_pending === undefined || info.config.max_ack_pending === wanted.max_ack_pending);
      if (!isCurrent) await m.consumers.update(stream, durable, wanted);
    } catch (err) {
      if (!(err instanceof JetStreamApiError && err.status === 404)) throw err;
      await m.consumers.add(stream, config);
    }
    return { stream, durable };
  }

  async function subscribe<T extends TEventType>(options: SubscribeOptions<T>): Promise<Subscription> {
    const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
    const { stream, durable } = await ensureConsumer(options.durable, options.types, {
      ackWaitMs: ACK_WAIT_MS,
      maxDeliver,
    });

    const consumer = await js.consumers.get(stream, durable);
    const messages: ConsumerMessages = await consumer.consume({ max_messages: PULL_BATCH });
    const wanted = new Set<string>(options.types);
    const log = logger.child({ durable, stream });

    const handleMessage = async (msg: JsMsg): Promise<void> => {
      const type = typeOfSubject(prefix, msg.subject);
      if (type === undefined || !wanted.has(type)) {
        msg.ack();
        return;
      }
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        body = undefined;
      }
      const parsed = eventSchema(type as T).safeParse(body);
      if (!parsed.success) {
        // A message that fails its schema will fail it on every delivery: stop it here.
        log.error(
          { subject: msg.subject, seq: msg.seq, issues: parsed.error?.issues },
          'terminated an event that fails its schema',
        );
        msg.term();
        return;
      }
      const event = parsed.data as unknown as TEvent<T>;
      const deliveryCount = msg.info.deliveryCount;
      const fromHeaders = msg.headers?.get('traceparent')
        ? {
            traceparent: msg.headers.get('traceparent'),
            tracestate: msg.headers.get('tracestate') || undefined,
          }
        : undefined;
      const parent = contextFromCarrier(fromHeaders ?? event.trace);
      await tracer.startActiveSpan(
        `process ${event.type}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'nats',
            'messaging.consumer.group.name': durable,
            'messaging.message.id': event.id,
          },
        },
        parent,
        async (span) => {
          try {
            await options.handler(event);
            msg.ack();
          } catch (err) {
            span.recordException(err as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            if (deliveryCount >= maxDeliver) {
              log.error(
                { err, eventId: event.id, type: event.type, deliveryCount },
                'handler failed on the last delivery; giving up on the event',
              );
              msg.term();
            } else {
              const delay = retryDelayMs(deliveryCount);
              log.warn(
                { err, eventId: event.id, type: event.type, deliveryCount, retryInMs: delay },
                'handler failed; will retry',
              );
              msg.nak(delay);
            }
          } finally {
            span.end();
          }
        },
      );
    };

    const loop = (async () => {
      for await (const msg of messages) {
        try {
          await handleMessage(msg);
        } catch (err) {
          // Only acking can throw here (the connection went away): the message is redelivered after ack_wait.
          log.error({ err }, 'could not settle a message');
        }
      }
    })();
    void (async () => {
      for await (const status of messages.status()) {
        if (
          status.type === 'heartbeats_missed' ||
          status.type === 'consumer_not_found' ||
          status.type === 'stream_not_found' ||
          status.type === 'consumer_deleted'
        ) {
          log.warn({ status: status.type }, 'consumer status');
        }
      }
    })().catch(() => {});

    const subscription: Subscription = {
      async stop() {
        if (!subscriptions.delete(subscription)) return;
        messages.stop();
        await loop;
      },
    };
    subscriptions.add(subscription);
    log.info({ types: options.types }, 'subscribed');
    return subscription;
  }

  async function subscribeBatch<T extends TEventType>(
    options: SubscribeBatchOptions<T>,
  ): Promise<Subscription> {
    const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
    const where = await ensureConsumer(options.durable, options.types, {
      ackWaitMs: options.ackWaitMs ?? ACK_WAIT_MS,
      maxDeliver,
      // What waits in memory for the next batch: a few batches, all acked within the ack wait.
      maxAckPending: options.batchSize * 4,
    });
    const consumer = await consumeInBatches(
      js,
      { ...where, prefix },
      { ...options, maxDeliver, retryDelayMs },
      logger,
    );
    const subscription: Subscription = {
      async stop() {
        if (!subscriptions.delete(subscription)) return;
        await consumer.stop();
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async function consumerLag(): Promise<ConsumerLag[]> {
    const m = await manager();
    const domains = [...new Set((Object.keys(EVENTS) as TEventType[]).map((type) => eventDomain(type)))];
    const lag: ConsumerLag[] = [];
    for (const stream of domains.map((domain) => streamOf(prefix, domain)).sort()) {
      try {
        for await (const consumer of m.consumers.list(stream)) {
          lag.push({
            stream,
            name: consumer.name,
            pending: consumer.num_pending,
            ackPending: consumer.num_ack_pending,
          });
        }
      } catch (err) {
        // A domain nobody has published to or subscribed to yet has no stream.
        if (!(err instanceof JetStreamApiError && err.status === 404)) throw err;
      }
    }
    return lag.sort((a, b) => a.stream.localeCompare(b.stream) || a.name.localeCompare(b.name));
  }

  function isConnected(): boolean {
    return isUp && !nc.isClosed();
  }

  async function close(): Promise<void> {
    await Promise.all([...subscriptions].map((s) => s.stop()));
    if (nc.isClosed()) return;
    if (isConnected()) {
      try {
        await nc.drain();
        return;
      } catch (err) {
        logger.warn({ err }, 'NATS drain failed; closing');
      }
    }
    await nc.close();
  }

  return {
    prefix,
    subjectOf: (type) => subjectOf(prefix, type),
    streamOf: (domain) => streamOf(prefix, domain),
    ensureStream,
    publish,
    publishMany,
    subscribe,
    subscribeBatch,
    consumerLag,
    isConnected,
    close,
  };
}

/** What JetStream's answer to a published message says went wrong; undefined when the message was stored. */
function ackError(msg: Msg): Error | undefined {
  if (msg.headers?.hasError)
    return new Error(`JetStream refused the event: ${msg.headers.code} ${msg.headers.description}`);
  try {
    const ack = JSON.parse(msg.string()) as { stream?: string; error?: { description?: string } };
    if (ack.error)
      return new Error(`JetStream refused the event: ${ack.error.description ?? 'unknown error'}`);
    return ack.stream ? undefined : new Error('JetStream sent an invalid acknowledgement');
  } catch {
    return new Error('JetStream sent an invalid acknowledgement');
  }
}

/** Every event type of a domain, for consumers that want them all. */
export function eventTypesOf(domain: string): TEventType[] {
  return (Object.keys(EVENTS) as TEventType[]).filter((type) => eventDomain(type) === domain);
}
