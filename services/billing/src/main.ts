import { runHttpMain } from '@readiness/service/process';
import { loadEnv } from './env.ts';
import { buildBillingService } from './service.ts';

await runHttpMain('billing', loadEnv(), buildBillingService);
