// Loaded with `node --import ./dist/instrument.js` so tracing patches its libraries before they load. The
// gateway opens the server span of each API call itself (api-handler.ts), so Node's http is left unpatched.
import { startTelemetry } from '@readiness/service/telemetry';

startTelemetry('gateway', { instrumentHttp: false });
