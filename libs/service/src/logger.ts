import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { PinoPretty } from 'pino-pretty';

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

/** A readable line per event for a terminal: time, level, message, then the fields (`npm start` prefixes the process). */
function prettyStream(): DestinationStream {
  return PinoPretty({
    sync: true,
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service,name,spanId',
    singleLine: true,
    // An error as its type and message, not its stack (JSON logs keep the stack).
    customPrettifiers: {
      err: (err) => {
        const { type, message } = err as { type?: string; message?: string };
        return `${type ?? 'Error'}: ${message ?? ''}`;
      },
    },
  });
}

/**
 * JSON logs with the active trace id on every line, secrets redacted; to stdout unless a destination is given.
 * `format: 'pretty'` writes the same events as readable lines (a person running `npm start` in a terminal).
 */
export function createLogger(
  service: string,
  level = 'info',
  destination?: DestinationStream,
  format: 'json' | 'pretty' = 'json',
): Logger {
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
  if (destination) return pino(options, destination);
  return format === 'pretty' ? pino(options, prettyStream()) : pino(options);
}
