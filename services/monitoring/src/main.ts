import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildMonitoringService } from './service.ts';

await runHttpMain('monitoring', loadEnv(), buildMonitoringService);
