import { eventSchema } from '@readiness/contracts';
import { describe, expect, it } from 'vitest';
import { createEvent, uuidv7 } from './create-event.ts';
import { contextFromCarrier, traceCarrierOf } from './trace-context.ts';
import { durableOf, streamOf, subjectOf, typeOfSubject } from './names.ts';
import { retryDelayMs } from './bus.ts';

describe('createEvent', () => {
  it('builds an envelope that passes its schema', () => {
    const event = createEvent('billing.premium.revoked', {
      userId: '0b9c6f1e-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
      reason: 'refund',
    });
    expect(eventSchema('billing.premium.revoked').parse(event)).toEqual(event);
    expect(event.version).toBe(1);
    expect(new Date(event.time).toISOString()).toBe(event.time);
    expect(event.trace).toBeUndefined(); // no active span here
  });
});

describe('uuidv7', () => {
  it('is a version-7 RFC 9562 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts in creation order, also within one millisecond and past the per-millisecond counter', () => {
    const now = Date.now() + 60_000;
    const ids = Array.from({ length: 10_000 }, () => uuidv7(now));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const later = uuidv7();
    expect(later > ids.at(-1)!).toBe(true);
  });
});

describe('trace context', () => {
  it('round-trips a W3C traceparent', () => {
    const carrier = {
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      tracestate: 'vendor=x',
    };
    expect(traceCarrierOf(contextFromCarrier(carrier))).toEqual(carrier);
  });

  it('ignores a malformed or all-zero traceparent', () => {
    expect(traceCarrierOf(contextFromCarrier({ traceparent: 'garbage' }))).toBeUndefined();
    expect(
      traceCarrierOf(contextFromCarrier({ traceparent: `00-${'0'.repeat(32)}-${'0'.repeat(16)}-01` })),
    ).toBeUndefined();
  });
});

describe('names', () => {
  it('prefixes subjects and streams only when there is a prefix', () => {
    expect(subjectOf('', 'auth.user.registered')).toBe('auth.user.registered');
    expect(subjectOf('tabc', 'auth.user.registered')).toBe('tabc.auth.user.registered');
    expect(streamOf('', 'auth')).toBe('AUTH');
    expect(streamOf('t.a-b', 'ai-tools')).toBe('T_A-B_AI-TOOLS');
    expect(typeOfSubject('tabc', 'tabc.auth.user.registered')).toBe('auth.user.registered');
    expect(typeOfSubject('tabc', 'other.auth.user.registered')).toBeUndefined();
  });

  it('turns a `<service>.<purpose>` durable into a name NATS accepts', () => {
    expect(durableOf('auth.premium-tier')).toBe('auth_premium-tier');
    expect(durableOf('monitoring.access log>*')).toBe('monitoring_access_log__');
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second up to a minute', () => {
    expect([1, 2, 3, 7, 8, 30].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 60_000, 60_000, 60_000]);
  });
});
