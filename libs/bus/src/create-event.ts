import { randomFillSync } from 'node:crypto';
import { EVENTS, type TEvent, type TEventData, type TEventType } from '@readiness/contracts';
import { traceCarrierOf } from './trace-context.ts';

/**
 * A new event envelope: a UUIDv7 id, the type's current version, the time, and the trace context of the
 * active span (so a consumer's work joins the trace that caused the event).
 */
export function createEvent<T extends TEventType>(type: T, data: TEventData<T>): TEvent<T> {
  const trace = traceCarrierOf();
  // TEvent<T> is distributive over T; for one concrete T this object is exactly that member.
  return {
    id: uuidv7(),
    type,
    version: EVENTS[type].version,
    time: new Date().toISOString(),
    ...(trace ? { trace } : {}),
    data,
  } as unknown as TEvent<T>;
}

let lastMs = 0;
let sequence = 0;

/** Random bytes drawn from the system a few kilobytes at a time: one call for 256 ids, not two calls each. */
const pool = Buffer.alloc(4096);
let poolUsed = pool.length;
function randomChunk(size: number): Buffer {
  if (poolUsed + size > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  poolUsed += size;
  return pool.subarray(poolUsed - size, poolUsed);
}

/**
 * A time-ordered UUID (RFC 9562 version 7), monotonic within this process: 48 bits of milliseconds, then a
 * 12-bit sequence that counts up within a millisecond. The outbox relay orders by (created_at, id), and rows
 * written in one transaction share created_at, so the id is what keeps their order.
 */
export function uuidv7(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = randomChunk(2).readUInt16BE() & 0x3ff; // leave room to count up before the 12 bits overflow
  } else if (++sequence > 0xfff) {
    lastMs += 1; // borrow the next millisecond rather than go backwards
    sequence = 0;
  }
  const bytes = randomChunk(16); // used once: the pool moves past it
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
