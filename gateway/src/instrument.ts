// Loaded with `node --import ./dist/instrument.js` so tracing patches http and express before they load.
import { startTelemetry } from '@readiness/service/telemetry';

startTelemetry('gateway');
