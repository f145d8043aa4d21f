// Loaded with `node --import ./dist/instrument.js` so tracing patches http, express, pg and ioredis before they load.
import { startTelemetry } from '@readiness/service/telemetry';

startTelemetry('notifications');
