// Loaded with `node --import ./dist/instrument.js` so tracing patches its libraries before they load. The
// gateway opens the server span of each API call itself (api-handler.ts), so Node's http is left unpatched; without
// an exporter it opens none and nothing is patched (api-handler.ts passes a caller's traceparent on as it came).
import { startTelemetry } from '@readiness/service/telemetry';

startTelemetry('gateway', { instrumentHttp: false, instrumentWithoutExporter: false });
