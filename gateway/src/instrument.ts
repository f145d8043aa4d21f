// Loaded with `node --import ./dist/instrument.js` so tracing patches its libraries before they load. The
// gateway opens the server span of each API call itself (api-handler.ts), so Node's http is left unpatched.
// Without an exporter the SDK is not started at all: no span would be recorded, and its context manager alone
// (an async hook on every promise) cost a measurable share of each proxied call. api-handler.ts then passes a
// caller's traceparent on as it came.
import { startTelemetry } from '@readiness/service/telemetry';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  startTelemetry('gateway', { instrumentHttp: false, instrumentWithoutExporter: false });
