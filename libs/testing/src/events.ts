import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

export interface StoredEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** Every event of one type stored in its domain's stream under a test's NATS prefix, in stream order. */
export async function readEvents(natsUrl: string, natsPrefix: string, type: string): Promise<StoredEvent[]> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = `${natsPrefix.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_${type.split('.')[0]!.toUpperCase()}`;
    const info = await jsm.streams.info(stream).catch(() => undefined);
    if (!info || info.state.messages === 0) return [];
    const found: StoredEvent[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq += 1) {
      const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (message && message.subject === `${natsPrefix}.${type}`) found.push(message.json<StoredEvent>());
    }
    return found;
  } finally {
    await nc.close();
  }
}

/** Polls until `ok` holds (or the time is up) and returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}
