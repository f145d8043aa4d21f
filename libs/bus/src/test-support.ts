// Shared by this package's integration tests (not exported from index.ts).
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pino from 'pino';
import { createTestDatabase } from '@readiness/testing/postgres';

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * A schema of its own holding the outbox tables as the services have them, and a pool whose search_path is that
 * schema. Every service's first migration creates the same `outbox_events` and `processed_events`; the tables come
 * from one of them (notifications', the smallest) rather than from a copy kept here.
 */
export const createOutboxSchema = () => createTestDatabase('notifications');

/** Deletes every stream (and so its consumers) whose name starts with the test's prefix. */
export async function deleteStreams(url: string, prefix: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${prefix.toUpperCase()}_`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
}

/** Stored messages in a stream and on one subject of it. */
export async function countMessages(url: string, stream: string, subject?: string): Promise<number> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(stream, subject ? { subjects_filter: subject } : undefined);
    return subject ? (info.state.subjects?.[subject] ?? 0) : info.state.messages;
  } finally {
    await nc.close();
  }
}

/** Polls until `check` returns true (or throws the last failure after `timeoutMs`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every message body in a stream, in stream order. */
export async function readStream<T = unknown>(url: string, stream: string): Promise<T[]> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(stream);
    const bodies: T[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const msg = await jsm.streams.getMessage(stream, { seq });
      if (msg) bodies.push(msg.json<T>());
    }
    return bodies;
  } finally {
    await nc.close();
  }
}
