// Loaded with `node --import ./dist/instrument.js` so tracing patches http, express, pg and ioredis before they load.
import { startTelemetry } from '@readiness/service/telemetry';

startTelemetry(process.argv[1]?.endsWith('worker.js') ? 'assessment-worker' : 'assessment');
