import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.adminKey',
  '*.secret',
  'password',
  'token',
];

/** JSON logs with the active trace id on every line, secrets redacted; to stdout unless a destination is given. */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    name: service,
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { traceId, spanId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
